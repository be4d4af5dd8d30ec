# Sourced by the fuzz scripts before they read their options. need_value OPTION "$@"
# stops with one line and exit 2 when OPTION has no value after it. The messages start
# with the script's name, as every other message of the script does.
need_value() {
  [ $# -ge 2 ] && [ -n "$2" ] || { echo "$(basename "$0" .sh): $1 needs a value" >&2; exit 2; }
}

# usage prints the comment block at the top of the running script, after its #! line and
# without the leading "# ": the --help text lives once, as the script's own header.
usage() { awk 'NR == 1 { next } !/^#/ { exit } { sub(/^# ?/, ""); print }' "$0"; }
