# Sourced by the tests of the project's scripts. The test sets `work` (a scratch folder)
# and `failures=0` first, and ends with [ "$failures" -eq 0 ].

# expect_usage_error DESCRIPTION COMMAND...: exit 2 and exactly one line on stderr.
expect_usage_error() {
  local what=$1 code lines
  shift
  "$@" >"$work/out" 2>"$work/err" </dev/null
  code=$?
  lines="$(grep -c '' "$work/err")"
  if [ "$code" -ne 2 ] || [ "$lines" -ne 1 ]; then
    echo "FAIL $what: exit $code, $lines stderr line(s):" >&2
    sed 's/^/    /' "$work/err" >&2
    failures=$((failures + 1))
  else
    echo "ok   $what: $(cat "$work/err")"
  fi
}
