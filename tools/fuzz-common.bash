# Sourced by fuzz-smoke.sh and fuzz-nightly.sh: what each fuzz target fuzzes.
# Targets are named <family>_…: cpl_* fuzz the CPL front end, json_* the JSON one,
# stepplan_* and fixplan_* the JSON contracts' validators (seeds: corpus/<family>).
all_fuzz_targets=(cpl_check_fuzzer cpl_roundtrip_fuzzer json_parser_fuzzer stepplan_check_fuzzer fixplan_check_fuzzer)

fuzz_family() { echo "${1%%_*}"; }

# The dictionary of a target's family.
fuzz_dict() { local fam; fam=$(fuzz_family "$1"); echo "$root/fuzz/$fam/$fam.dict"; }

# The seed directory of a target's family (libFuzzer reads it recursively).
fuzz_seeds() {
  case "$(fuzz_family "$1")" in
    json) echo "$root/corpus/json-seeds" ;;
    *) echo "$root/corpus/$(fuzz_family "$1")" ;;
  esac
}
