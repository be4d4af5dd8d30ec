# Sourced by fuzz-smoke.sh and fuzz-nightly.sh: what each fuzz target fuzzes.
# Targets are named <family>_…: cpl_* fuzz the CPL front end, json_* the JSON one.
all_fuzz_targets=(cpl_check_fuzzer cpl_roundtrip_fuzzer json_parser_fuzzer)

fuzz_family() { echo "${1%%_*}"; }

# The dictionary of a target's family.
fuzz_dict() { local fam; fam=$(fuzz_family "$1"); echo "$root/fuzz/$fam/$fam.dict"; }

# The seed directories of a target's family, one per line: every folder that exists.
fuzz_seeds() {
  case "$(fuzz_family "$1")" in
    cpl) for d in valid invalid impl-defined regressions; do
           [ -d "$root/corpus/cpl/$d" ] && echo "$root/corpus/cpl/$d"
         done ;;
    json) echo "$root/corpus/json-seeds" ;;
  esac
  return 0
}
