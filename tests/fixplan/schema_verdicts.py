#!/usr/bin/env python3
"""Checks files against a JSON Schema with python3-jsonschema, for the fixplan tests.

usage: schema_verdicts.py SCHEMA FILE...

Prints first "date-time\tchecked" or "date-time\tunchecked" (jsonschema checks the
format only when rfc3339-validator is installed), then one line per file,
"<verdict>\t<file>", verdict being
  valid     strict JSON that the schema accepts (formats checked),
  invalid   strict JSON that the schema rejects,
  not-json  not strict RFC 8259 JSON in UTF-8 (what no schema can judge).
Exits 0 after printing every verdict, 2 when the schema itself cannot be used.
Duplicate keys are read as json.loads reads them (the last one wins).
"""
import json
import sys

import jsonschema


def reject_constant(name):
    raise ValueError("not JSON: " + name)


def has_lone_surrogate(value):
    if isinstance(value, str):
        try:
            value.encode("utf-8")
        except UnicodeEncodeError:
            return True
        return False
    if isinstance(value, list):
        return any(has_lone_surrogate(v) for v in value)
    if isinstance(value, dict):
        return any(has_lone_surrogate(k) or has_lone_surrogate(v) for k, v in value.items())
    return False


def load_strict(path):
    with open(path, "rb") as f:
        text = f.read().decode("utf-8")
    value = json.loads(text, parse_constant=reject_constant)
    if has_lone_surrogate(value):
        raise ValueError("lone surrogate")
    return value


def main(argv):
    if len(argv) < 2:
        print(__doc__, file=sys.stderr)
        return 2
    with open(argv[1], encoding="utf-8") as f:
        schema = json.load(f)
    jsonschema.Draft7Validator.check_schema(schema)
    format_checker = jsonschema.FormatChecker()
    print("date-time\t" + ("checked" if "date-time" in format_checker.checkers else "unchecked"))
    validator = jsonschema.Draft7Validator(schema, format_checker=format_checker)
    for path in argv[2:]:
        try:
            value = load_strict(path)
        except (ValueError, UnicodeDecodeError):
            print("not-json\t" + path)
            continue
        print(("valid" if validator.is_valid(value) else "invalid") + "\t" + path)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
