#!/usr/bin/env bash
# A schema-only FixPlan validator: strict JSON, then spec/fixplan/fixplan.schema.json
# with python3-jsonschema (draft-07, date-time checked by its FormatChecker). What a team
# writes when it trusts the schema; `conform run --dialect fixplan --target` shows what
# that misses. Exec protocol: the case file is the last argument (standard input when
# there is none); exit 0 valid, 1 invalid, 2 error (no python3/jsonschema, unreadable
# file, unusable schema).
#
# It cannot check what the schema does not say (spec/fixplan/rules.json):
#   - duplicate keys (json.loads keeps the last one): FIXPLAN-DUPLICATE-KEY;
#   - dependencies naming no task, on the task itself, or in a cycle; repeated task ids;
#   - target_path for rename_file; absolute, backslash or root-escaping paths;
#   - created_at in UTC (any offset passes) and the 280-character summary (a warning).
# jsonschema checks created_at's date-time only when rfc3339-validator is installed (a
# note on stderr says when it is not). Its readings also differ from the reference in
# corners: its date-time check rejects leap seconds (23:59:60, valid in RFC 3339), and
# Python's `$` lets "T1\n" match the task id pattern ^T[0-9]+$ (and created_at likewise).
set -u
schema=${FIXPLAN_SCHEMA:-$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)/spec/fixplan/fixplan.schema.json}
if [ $# -gt 0 ]; then
  case_file=${!#}
else
  exec 3<&0  # the plan; python's own standard input is the program below
  case_file=/dev/fd/3
fi
exec python3 - "$schema" "$case_file" <<'PY'
import json
import sys

try:
    import jsonschema
except ImportError:
    print("jsonschema-fixplan: python3-jsonschema is not installed", file=sys.stderr)
    sys.exit(2)

schema_path, case_path = sys.argv[1], sys.argv[2]
try:
    with open(schema_path, encoding="utf-8") as f:
        schema = json.load(f)
    jsonschema.Draft7Validator.check_schema(schema)
except (OSError, ValueError, jsonschema.SchemaError) as e:
    print("jsonschema-fixplan: cannot use the schema %s: %s" % (schema_path, e), file=sys.stderr)
    sys.exit(2)
try:
    with open(case_path, "rb") as f:
        data = f.read()
except OSError as e:
    print("jsonschema-fixplan: cannot read %s: %s" % (case_path, e), file=sys.stderr)
    sys.exit(2)


def reject_constant(name):
    raise ValueError("%s is not JSON" % name)


def check_surrogates(value):
    if isinstance(value, str):
        value.encode("utf-8")  # raises on a lone surrogate
    elif isinstance(value, list):
        for v in value:
            check_surrogates(v)
    elif isinstance(value, dict):
        for k, v in value.items():
            check_surrogates(k)
            check_surrogates(v)


try:
    plan = json.loads(data.decode("utf-8"), parse_constant=reject_constant)
    check_surrogates(plan)
except (ValueError, UnicodeError, RecursionError) as e:
    print("not JSON: %s" % e)
    sys.exit(1)

format_checker = jsonschema.FormatChecker()
if "date-time" not in format_checker.checkers:
    print("jsonschema-fixplan: date-time is not checked (install python3-rfc3339-validator)", file=sys.stderr)
validator = jsonschema.Draft7Validator(schema, format_checker=format_checker)
errors = sorted(validator.iter_errors(plan), key=lambda e: list(e.absolute_path))
for e in errors[:20]:
    where = "".join("[%d]" % p if isinstance(p, int) else ".%s" % p for p in e.absolute_path).lstrip(".")
    print("%s: %s" % (where or "(top level)", e.message))
sys.exit(1 if errors else 0)
PY
