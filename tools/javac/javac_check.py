#!/usr/bin/env python3
"""Compiles java-dialect plans with javac, as the second opinion on what "compiles in
isolation" (seed 000 §6, §7) lets through.

    javac_check.py [--syntax-only] [--syscalls FILE] [--workdir DIR] PLAN...

--syntax-only: javac's parser alone, on the plan's text as it is (no mapping, no
prelude): whether the text is syntactically Java. Reports `parses` or the first error.

Every plan gets its own package holding the plan and a stub prelude generated from the
syscall whitelist (spec/java/syscalls.json or --syscalls, the `{"java": {"syscalls": …}}`
config section): ToolResult, Patch (§3's example's type, D4), ToolError, the @Deferred
annotation and a class `syscall` with one static method per whitelisted signature. The plan's text is mapped to Java as
decision D22 in spec/java/decisions.md records:
  - Int, Bool and Void (the plan's type names) become Integer, Boolean and void, but a
    parameter's Void stays java.lang.Void (only null; a void call cannot be passed);
  - java.util's List and Map are imported, `new T[] {…}` (the list literal of §5)
    becomes `List.<T>of(…)`, and a local declared `T[]` (String, Int or Bool) `List<T>`;
  - a @Deferred method without a body gets one that throws; a deferred sketch body runs
    inside `if (true) { … }` followed by a throw, so a sketch need not return on every
    path (decision D17) while everything in it is still compiled.
All plans go to one javac run. Prints one line per plan, `PATH<TAB>compiles` or
`PATH<TAB>error: FIRST MESSAGE`, in the order given; exit 0 when javac ran, 2 on bad
input, no javac, or a plan that javac stops on abnormally even when compiled alone.
"""
import argparse
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile

PLAN_TYPES = {"Int": "Integer", "Bool": "Boolean", "Void": "void"}


def tokens(text):
    """Yields (kind, text) for the whole source: 'code' runs, and 'literal' or 'comment'
    pieces that are copied as they are."""
    i, start, n = 0, 0, len(text)
    while i < n:
        c = text[i]
        two = text[i:i + 2]
        if c in "\"'" or two in ("//", "/*"):
            if start < i:
                yield "code", text[start:i]
            if text.startswith('"""', i):
                end = i + 3  # to the closing quotes; an escape takes the character after it
                while end < n and not text.startswith('"""', end):
                    end += 2 if text[end] == "\\" else 1
                end = min(end + 3, n)
                kind = "literal"
            elif c in "\"'":
                end = i + 1
                while end < n and text[end] != c and text[end] != "\n":
                    end += 2 if text[end] == "\\" else 1
                end = min(end + 1, n)
                kind = "literal"
            elif two == "//":
                end = text.find("\n", i)
                end = n if end < 0 else end
                kind = "comment"
            else:
                end = text.find("*/", i + 2)
                end = n if end < 0 else end + 2
                kind = "comment"
            yield kind, text[i:end]
            i = start = end
        else:
            i += 1
    if start < n:
        yield "code", text[start:]


# A parameter's Void (decision D2: §2's methods "accept" Void) is java.lang.Void, which
# only null inhabits; elsewhere Void is what a method returns, Java's void.
VOID_PARAMETER = re.compile(r"\bVoid(?=\s+[A-Za-z_$][\w$]*\s*[,)])")


# `String[] names = …`: a local's array of String, Int or Bool is the list that §5's array
# initializer converts to (D14).
LOCAL_ARRAY = re.compile(r"\b(String|Int|Bool)\s*\[\s*\](?=\s+[A-Za-z_$][\w$]*\s*[=;])")
LOCAL_ARRAY_AFTER_NAME = re.compile(r"\b(String|Int|Bool)(\s+[A-Za-z_$][\w$]*)\s*\[\s*\](?=\s*[=;])")


def rename_types(code):
    code = VOID_PARAMETER.sub("java.lang.Void", code)
    code = LOCAL_ARRAY.sub(r"java.util.List<\1>", code)
    code = LOCAL_ARRAY_AFTER_NAME.sub(r"java.util.List<\1>\2", code)
    return re.sub(r"(?<!\.)\b(Int|Bool|Void)\b", lambda m: PLAN_TYPES[m.group(1)], code)


def matching_brace(pieces, at):
    """Index in the joined code of the brace closing the one at `at` (pieces joined)."""
    depth = 0
    for index in range(at, len(pieces)):
        ch = pieces[index]
        if ch == "{":
            depth += 1
        elif ch == "}":
            depth -= 1
            if depth == 0:
                return index
    return None


def stub_deferred(source):
    """Gives each @Deferred method a body javac accepts (see the module's help)."""
    blank = blanked(source)  # braces in literals and comments do not count
    edits = []
    for match in re.finditer(r"@\s*Deferred\b", blank):  # `@ Deferred`, `@/* c */Deferred`: one annotation
        header_end = match.end()
        while header_end < len(blank) and blank[header_end] not in ";{":
            header_end += 1
        if header_end >= len(blank):
            continue
        if blank[header_end] == ";":
            edits.append((header_end, header_end + 1, " { throw new UnsupportedOperationException(); }"))
        else:
            close = matching_brace(blank, header_end)
            if close is None:
                continue
            body = source[header_end + 1:close]
            edits.append((header_end, close + 1,
                          "{ if (true) {" + body + "} throw new UnsupportedOperationException(); }"))
    for begin, end, replacement in sorted(edits, reverse=True):
        source = source[:begin] + replacement + source[end:]
    return source


def blanked(source, kinds=("literal", "comment")):
    """The source with the pieces of `kinds` (literals and comments) turned to spaces, offsets kept."""
    return "".join(re.sub(r"[^\n]", " ", piece) if kind in kinds else piece for kind, piece in tokens(source))


def lists_from_arrays(source):
    """`new T[] {a, b}`, the subset's list literal (§5), becomes `java.util.List.<T>of(a, b)`."""
    blank = blanked(source)
    code = blanked(source, kinds=("comment",))
    edits = []
    for match in re.finditer(r"\bnew\s+([A-Za-z_][\w<>, ]*?)\s*\[\s*\]\s*\{", blank):
        close = matching_brace(blank, match.end() - 1)
        if close is None:
            continue
        edits.append((close, close + 1, ")"))
        # An initializer may end in a comma (JLS 10.6); an argument list may not.
        last = len(code[:close].rstrip()) - 1
        if last >= match.end() and code[last] == ",":
            edits.append((last, last + 1, " "))
        edits.append((match.start(), match.end(), f"java.util.List.<{match.group(1)}>of("))
    for begin, end, replacement in sorted(edits, reverse=True):
        source = source[:begin] + replacement + source[end:]
    return source


def to_java(plan_text):
    renamed = "".join(rename_types(piece) if kind == "code" else piece for kind, piece in tokens(plan_text))
    return stub_deferred(lists_from_arrays(renamed))


SIGNATURE = re.compile(r"^\s*([A-Za-z_][\w<>, ]*?)\s+([a-z]\w*)\s*\((.*)\)\s*$")


def java_type(plan_type):
    return rename_types(plan_type.strip())


def prelude(package, syscalls):
    # java.util's types, for signatures that take or return a List or Map.
    lines = [f"package {package};", "", "import java.util.List;", "import java.util.Map;", "",
             "class ToolResult { public String toString() { return \"\"; } }",
             "class Patch { public String toString() { return \"\"; } }",
             "class ToolError extends RuntimeException {}",
             "@interface Deferred {}",
             "class syscall {"]
    for signature in syscalls:
        match = SIGNATURE.match(signature)
        if not match:
            raise ValueError(f"cannot read the syscall signature {signature!r}")
        result, name, parameters = match.groups()
        params = ", ".join(f"{java_type(p.rsplit(' ', 1)[0])} {p.rsplit(' ', 1)[1]}"
                           for p in parameters.split(",") if p.strip())
        result = java_type(result)
        body = "" if result == "void" else " return null;"
        lines.append(f"  static {result} {name}({params}) {{{body} }}")
    lines.append("}")
    return "\n".join(lines) + "\n"


def read_syscalls(path):
    with open(path, encoding="utf-8") as f:
        doc = json.load(f)
    section = doc.get("java", doc)
    return section["syscalls"]


def run_javac(javac, stop, out, sources):
    """javac's exit status and the first error it reports for each package."""
    compiled = subprocess.run([javac, "-nowarn", "-Xmaxerrs", "100000", *stop, "-encoding", "UTF-8", "-d", out] + sources,
                              capture_output=True, text=True, errors="replace")
    first_error = {}
    for line in compiled.stderr.splitlines():
        found = re.match(r"^(.*?/src/(p\d+)/\w+\.java):(\d+): error: (.*)$", line)
        if found and found.group(2) not in first_error:
            first_error[found.group(2)] = found.group(4)
    return compiled.returncode, first_error


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--syscalls", default=os.path.join(here, "..", "..", "spec", "java", "syscalls.json"))
    parser.add_argument("--workdir")
    parser.add_argument("--syntax-only", action="store_true")
    parser.add_argument("plans", nargs="+")
    args = parser.parse_args()
    javac = shutil.which("javac")
    if not javac:
        print("javac_check: no javac on PATH (tools/bootstrap.sh installs openjdk-17-jdk-headless)", file=sys.stderr)
        return 2
    try:
        syscalls = read_syscalls(args.syscalls)
    except (OSError, ValueError, KeyError) as e:
        print(f"javac_check: cannot read the syscalls from {args.syscalls}: {e}", file=sys.stderr)
        return 2

    workdir = args.workdir or tempfile.mkdtemp(prefix="conform-javac-")
    sources, owner = [], {}
    for index, plan in enumerate(args.plans):
        try:
            with open(plan, encoding="utf-8", errors="surrogateescape") as f:
                text = f.read()
        except OSError as e:
            print(f"javac_check: cannot read {plan}: {e.strerror}", file=sys.stderr)
            return 2
        package = f"p{index}"
        folder = os.path.join(workdir, "src", package)
        os.makedirs(folder, exist_ok=True)
        with open(os.path.join(folder, "Plan.java"), "w", encoding="utf-8", errors="surrogateescape") as f:
            if args.syntax_only:
                f.write(text)
            else:
                f.write(f"package {package}; import java.util.List; import java.util.Map; " + to_java(text))
        sources.append(os.path.join(folder, "Plan.java"))
        if not args.syntax_only:
            with open(os.path.join(folder, "Prelude.java"), "w", encoding="utf-8") as f:
                f.write(prelude(package, syscalls))
            sources.append(os.path.join(folder, "Prelude.java"))
        owner[package] = plan

    out = os.path.join(workdir, "classes")
    os.makedirs(out, exist_ok=True)
    # Many plans in one run: with an error in one file javac must still attribute the others.
    stop = ["-XDshould-stop.ifError=PARSE", "-XDshould-stop.ifNoError=PARSE"] if args.syntax_only \
        else ["-XDshould-stop.ifError=FLOW"]
    status, first_error = run_javac(javac, stop, out, sources)
    if status not in (0, 1):
        # javac stopped abnormally (exit 3 or 4, an internal error): what it reported of the
        # plans before is kept, and each plan is compiled again alone, so that one plan that
        # crashes it does not pass the plans after it as compiling.
        first_error = {}
        for package in owner:
            alone = [f for f in sources if os.path.basename(os.path.dirname(f)) == package]
            status, errors = run_javac(javac, stop, out, alone)
            if status not in (0, 1):
                print(f"javac_check: javac stopped abnormally (exit {status}) on {owner[package]}", file=sys.stderr)
                return 2
            first_error.update(errors)
    for index, plan in enumerate(args.plans):
        package = f"p{index}"
        fine = "parses" if args.syntax_only else "compiles"
        print(f"{plan}\t" + (f"error: {first_error[package]}" if package in first_error else fine))
    if not args.workdir:
        shutil.rmtree(workdir, ignore_errors=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
