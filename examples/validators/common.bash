# Sourced by the example validators (not a validator itself): finds `conform` and the case.
#   $CONFORM_DIALECT  the dialect of every case (default: told from the text or extension)
#   $CONFORM    the conform binary; default: ../../build/release/bin/conform from this
#               folder if it was built, else `conform` on PATH (an installed conform)
#   case_file   the last argument (the case file). With no argument the plan is read from
#               standard input (`conform run --stdin`) into an unlinked temporary file,
#               reached as /dev/fd/3, so nothing is left behind whatever kills us.
here=${BASH_SOURCE[0]%/*}  # sourced as "$(dirname "${BASH_SOURCE[0]}")/common.bash": the path has a folder
conform=${CONFORM:-$here/../../build/release/bin/conform}
if [ -z "${CONFORM:-}" ] && [ ! -x "$conform" ] && command -v conform >/dev/null; then
  conform=$(command -v conform)
fi
if [ ! -x "$conform" ]; then
  echo "$(basename "$0"): conform not found at '$conform' (build it, or set CONFORM)" >&2
  exit 2
fi
if [ $# -gt 0 ]; then
  case_file=${!#}
  # A relative path starting with '-' must not be read as an option.
  case $case_file in -?*) case_file=./$case_file ;; esac
else
  temp=$(mktemp "${TMPDIR:-/tmp}/conform-case.XXXXXX") || exit 2
  exec 3<>"$temp"
  rm -f "$temp"
  cat >&3
  case_file=/dev/fd/3
fi

# `conform check --dialect auto [ARGS] CASE`: exit 0 valid, 1 invalid, 2 error. Auto
# recognises the dialect from the text, or else from the file name (the extension, and
# for .json the dialect folder conform run gives the case in); a plan read from
# standard input has no extension, so a text that names no dialect (functions without their
# plan block) needs $CONFORM_DIALECT, which the runner's environment passes on.
check() {
  "$conform" check --dialect "${CONFORM_DIALECT:-auto}" "$@" "$case_file"
}

# The reference verdict: exit 0 accept, 1 reject.
reference() {
  check
}
