#!/usr/bin/env python3
"""Where each performance goal of docs/performance.md stands, measured in one run.

    tools/bench_goals.py [--build-dir build/release] [--min-time 0.5] [--rounds 5] [--cpu N]
    tools/bench_goals.py --instructions [--build-dir build/release]

Runs every goal row and its baseline with the release benchmarks, each row alone in a
process (rows that share a process leave the heap to each other), with glibc's heap
trimming fixed for all of them (a parse alone in a process would otherwise give its pages
back every iteration), and prints the machine it ran on (processor, clock, caches) and one
Markdown table: the goal, the row, the figure, the baseline and whether the goal holds.
The throughput rows, whose goal is a fixed 100 MB/s, also give their figure as a fraction
of nlohmann::json's parse measured in the same run, which travels between machines as MB/s
does not. Every row is measured in rounds, each round running the row and its baseline
once, one after the other. For the rows timed in CPU time the table gives each one's
fastest round, with the median of the rounds beside it: a burst of load slows the runs it
falls on and never speeds one up, and on a shared host such a burst lasted long enough to
slow all three repetitions of a row run back to back (a throughput row read 64 MB/s in one
table and 109 MB/s minutes later, the same binary). The runner rows are wall time of two
processes that the scheduler may put on one CPU or on two, which changes their time by
several times over; their fastest rounds are the lucky placements, so those rows are
judged by their medians, with the fastest beside them. A scaling row <Dialect>/Check/<row>
is measured beside its baseline <Dialect>/Baseline/<row> in the same rounds:
nlohmann::json's parse of as many bytes at each size. Past the last-level cache that bare
parse bends too, so the table says whether a row's worst step is more than its baseline's.
With --instructions it times nothing: it counts, with callgrind, the instructions one check
of each scaling row's plan runs at each size, and says whether they grow at most with the
plan's bytes. That count does not move with load or with the caches, so it shows the
passes linear where the time past the cache cannot, and it holds on a busy machine.
CPU time, except the runner rows, which are wall time. --cpu N runs every benchmark but
the runner's on CPU N alone: this machine's two CPUs once ran the same binary 1.58x apart
for a stretch, so a row and its baseline on different CPUs measured the CPUs. The runner
rows time a driver and the process it starts, which on one CPU take turns (BatchDriver
read 0.73x BarePipe so); they run where the scheduler puts them. Exit 0 when it measured
every row (goals met or not), 2 when a benchmark is missing or fails.
"""
import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile

TUNABLES = "glibc.malloc.trim_threshold=1073741824:glibc.malloc.mmap_threshold=1073741824"

THROUGHPUT_ROWS = [  # (benchmark program, row): parse + check, goal >= 100 MB/s
    ("conform_cpl_bench", "Check/Corpus"),
    ("conform_cpl_bench", "Check/Synthetic200"),
    ("conform_java_bench", "BM_JavaCorpus"),
    ("conform_java_bench", "BM_JavaLarge"),
    ("conform_rtfs_bench", "Rtfs/Check/Corpus"),
    ("conform_rtfs_bench", "Rtfs/Check/Synthetic300"),
]
REFERENCE_ROW = "NlohmannParse/fixplan_generated"  # the throughput rows' in-run reference
JSON_WORKLOADS = ["stepplan_corpus", "stepplan_generated", "fixplan_corpus", "fixplan_generated"]
RUNNER_ROWS = [  # (row, baseline, goal): throughput of the row / of the baseline
    ("ExecDriver/real_time", "BareSpawn/real_time", 0.9),
    ("BatchDriver/real_time", "BarePipe/real_time", 0.8),
]
SCALING = [  # (program, prefix): each step's time ratio against its size ratio, over the
    # sizes the program registers as <prefix><N>
    ("conform_cpl_bench", "Cpl/Check/Units/"),
    ("conform_cpl_bench", "Cpl/Check/CallChain/"),
    ("conform_cpl_bench", "Cpl/Check/NestedTry/"),
    ("conform_java_bench", "Java/Check/Units/"),
    ("conform_java_bench", "Java/Check/UndeclaredUses/"),
    ("conform_java_bench", "Java/Check/CallChain/"),
    ("conform_rtfs_bench", "Rtfs/Check/Units/"),
    ("conform_json_contracts_bench", "Stepplan/Check/Units/"),
    ("conform_json_contracts_bench", "Fixplan/Check/Units/"),
    ("conform_cpl_bench", "Cpl/Check/Bytes/"),
    ("conform_java_bench", "Java/Check/Bytes/"),
    ("conform_rtfs_bench", "Rtfs/Check/Bytes/"),
    ("conform_json_contracts_bench", "Stepplan/Check/Bytes/"),
    ("conform_json_contracts_bench", "Fixplan/Check/Bytes/"),
    ("conform_json_contracts_bench", "StepplanChain/"),
    ("conform_json_contracts_bench", "NlohmannChain/"),
    ("conform_json_contracts_bench", "ProseBraces/"),
    ("conform_json_contracts_bench", "ProseObjects/"),
]

# The scaling rows whose plans bench/workload.cpp checks in run_one.
CHECKED_SCALING = [(program, p) for program, p in SCALING if "/Check/" in p]


class Failure(Exception):
    pass


def host_line(context):
    """The processor, its clock and caches (from a run's Google Benchmark context): absolute
    figures travel between machines only with it."""
    fields = {}
    try:
        with open("/proc/cpuinfo") as cpuinfo:
            for line in cpuinfo:
                key, _, value = line.partition(":")
                fields.setdefault(key.strip(), value.strip())
    except OSError:
        pass
    model = fields.get("model name", "an unknown processor")
    if "cpu family" in fields and "model" in fields:  # a virtual machine's name may say nothing more
        model += f" (family {fields['cpu family']}, model {fields['model']})"

    def size(n):
        return f"{n // 2**20:,} MiB" if n >= 2**20 else f"{n // 2**10:,} KiB"
    caches = ", ".join(f"L{c['level']} {size(c['size'])}"
                       for c in context.get("caches", []) if c.get("type") in ("Data", "Unified"))
    return (f"Measured on {model}, {context.get('num_cpus', '?')} CPUs at {context.get('mhz_per_cpu', '?')} MHz"
            f"{'; ' + caches if caches else ''}.")


def binary_of(args, program):
    binary = os.path.join(args.build_dir, "bin", program)
    if not os.access(binary, os.X_OK):
        raise Failure(f"{binary} is missing: build the release preset first")
    return binary


def sizes_of(args, program, prefix, required=True):
    """The N of every <prefix><N> row the program registers, ascending."""
    done = subprocess.run([binary_of(args, program), "--benchmark_list_tests",
                           f"--benchmark_filter=^{prefix}[0-9]+$"], capture_output=True, text=True)
    sizes = sorted(int(line[len(prefix):]) for line in done.stdout.split())
    if required and (done.returncode != 0 or len(sizes) < 2):
        raise Failure(f"{program} registers fewer than two {prefix}N rows")
    return sizes


def baseline_of(args, program, prefix, sizes):
    """The prefix of the row's baseline (bench/workload.hpp, baseline_name) where the program
    registers it at the row's sizes, else None."""
    if "/Check/" not in prefix:
        return None
    baseline = prefix.replace("/Check/", "/Baseline/", 1)
    return baseline if sizes_of(args, program, baseline, required=False) == sizes else None


def bends(sizes, times):
    """The worst step's time ratio over its size ratio, and each step written out."""
    pairs = list(zip(zip(sizes, times), zip(sizes[1:], times[1:])))
    steps = [f"{t / s:.2f}× for {n / m:.3g}×" for (m, s), (n, t) in pairs]
    return max((t / s) / (n / m) for (m, s), (n, t) in pairs), steps


def plan_sizes(timed, rows, sizes):
    """The rows' plans in bytes where each reports plan_bytes (bench/workload.cpp), else their
    sizes N: a Bytes row's plan is the fewest units with N bytes, and may be over it by a
    unit, so a step's size ratio is the bytes' ratio."""
    measured = [timed[key]["fastest"].get("plan_bytes") for key in rows]
    return measured if all(measured) else sizes


def measure(args, program, row, pinned=True):
    """One run of one row, alone in its process: {'seconds': per iteration, 'bytes_per_second': …,
    'context': the machine it ran on}."""
    command = [binary_of(args, program), f"--benchmark_filter=^{row}$", f"--benchmark_min_time={args.min_time}",
               "--benchmark_format=json"]
    env = dict(os.environ, GLIBC_TUNABLES=TUNABLES)
    pin = (lambda: os.sched_setaffinity(0, {args.cpu})) if pinned and args.cpu is not None else None
    done = subprocess.run(command, capture_output=True, text=True, env=env, preexec_fn=pin)
    if done.returncode != 0:
        last = (done.stderr.strip().splitlines() or [f"exit {done.returncode}"])[-1]
        raise Failure(f"{program} {row} failed: {last}")
    report = json.loads(done.stdout)
    runs = report["benchmarks"]
    if not runs:
        raise Failure(f"{program} has no row {row}")
    if runs[0].get("error_occurred"):
        raise Failure(f"{program} {row}: {runs[0].get('error_message')}")
    r = runs[0]
    scale = {"ns": 1e-9, "us": 1e-6, "ms": 1e-3, "s": 1.0}[r["time_unit"]]
    time = r["real_time"] if row.endswith("/real_time") else r["cpu_time"]
    return {"seconds": time * scale, "bytes_per_second": r.get("bytes_per_second"),
            "plan_bytes": r.get("plan_bytes"), "context": report.get("context", {})}


def in_rounds(args, rows, pinned=True):
    """Each (program, row) of `rows` run once per round, in order, for args.rounds rounds:
    {(program, row): {'fastest': its fastest run (measure's), 'median_seconds': …}}."""
    runs = {key: [] for key in rows}
    for round_number in range(1, args.rounds + 1):
        for program, row in rows:
            runs[(program, row)].append(measure(args, program, row, pinned))
            print(f"  {program} {row} (round {round_number} of {args.rounds})", file=sys.stderr)
    return {key: {"fastest": min(taken, key=lambda run: run["seconds"]),
                  "median_seconds": statistics.median(run["seconds"] for run in taken)}
            for key, taken in runs.items()}


def instructions_per_check(args, program, row):
    """Instructions one check of the row's plan runs, counted by callgrind inside run_one
    (its validity check and one iteration), and the plan's size in bytes."""
    with tempfile.TemporaryDirectory() as work:
        counts, report = os.path.join(work, "callgrind.out"), os.path.join(work, "report.json")
        command = ["valgrind", "--tool=callgrind", f"--callgrind-out-file={counts}", "--toggle-collect=*run_one(*",
                   binary_of(args, program), f"--benchmark_filter=^{row}$", "--benchmark_min_time=0",
                   f"--benchmark_out={report}", "--benchmark_out_format=json"]
        try:
            done = subprocess.run(command, capture_output=True, text=True)
        except FileNotFoundError:
            raise Failure("valgrind is not installed (apt-get install valgrind)")
        if done.returncode != 0:
            last = (done.stderr.strip().splitlines() or [f"exit {done.returncode}"])[-1]
            raise Failure(f"{program} {row} under callgrind failed: {last}")
        with open(counts) as text:
            totals = [int(line.split()[1]) for line in text if line.startswith(("totals:", "summary:"))]
        with open(report) as text:
            runs = json.load(text)["benchmarks"]
    if not totals or not runs or "plan_bytes" not in runs[0]:
        raise Failure(f"{program} {row}: no instruction total or plan size (is it a scaling row checked in run_one?)")
    print(f"  {program} {row} (callgrind)", file=sys.stderr)
    return totals[0] / (runs[0]["iterations"] + 1), runs[0]["plan_bytes"]


def instruction_table(args):
    """Each checked scaling row's instructions per byte of plan at each size, and its worst
    step: the ratio of its instructions over the ratio of its bytes."""
    out = ["| row | instructions per byte of plan, by size | per byte, the largest plan against the least "
           "(a quadratic pass grows it with the span of bytes) | holds: instructions grow at most with bytes |",
           "|---|---|---|---|"]
    for program, prefix in CHECKED_SCALING:
        counted = [instructions_per_check(args, program, f"{prefix}{n}") for n in sizes_of(args, program, prefix)]
        worst, _ = bends([size for _, size in counted], [count for count, _ in counted])
        per_byte = [count / size for count, size in counted]
        sizes = "; ".join(f"{each:,.1f} at {size / 1e3:,.1f} KB" for each, (_, size) in zip(per_byte, counted))
        out.append(f"| `{prefix}N` | {sizes} | {per_byte[-1] / min(per_byte):.3f}× "
                   f"(span {counted[-1][1] / counted[0][1]:,.0f}×) | "
                   f"{'yes' if worst <= 1.0 else 'no'} (worst step {shown(worst, 1.0)}× its ratio of bytes) |")
    return out


def ratio_verdict(mine, bare, goal, by):
    """Whether a row is at least `goal` times as fast as its baseline (both in_rounds'), judged
    `by` their fastest rounds or their medians, with the other ratio beside it."""
    fastest = bare["fastest"]["seconds"] / mine["fastest"]["seconds"]
    median = bare["median_seconds"] / mine["median_seconds"]
    ratio, other, other_name = (fastest, median, "medians") if by == "fastest" else (median, fastest, "fastest")
    return f"{'yes' if ratio >= goal else 'no'} ({shown(ratio, goal)}×; {other_name} {other:.2f}×)"


def scaling_verdict(worst, base_worst=None):
    """Whether a row's worst step is at most its size ratio, and, given its baseline's worst
    step, whether it is more than that: both to three places where two would read alike."""
    worst_text, base_text = shown(worst, 1.0), None if base_worst is None else f"{base_worst:.2f}"
    if base_worst is not None and worst != base_worst and round(worst, 2) == round(base_worst, 2):
        worst_text, base_text = f"{worst:.3f}", f"{base_worst:.3f}"
    verdict = f"{'yes' if worst <= 1.0 else 'no'} (worst step {worst_text}× its size ratio)"
    if base_worst is not None:
        verdict += f"; {'no more' if worst <= base_worst else 'more'} than the baseline's worst, {base_text}×"
    return verdict


def shown(ratio, line):
    """`ratio` to two places, or to three where two would read as the `line` it is judged
    against: no "no (0.90×)" for a 0.9 goal, no "no (worst step 1.00×)"."""
    return f"{ratio:.3f}" if ratio != line and round(ratio, 2) == round(line, 2) else f"{ratio:.2f}"


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--build-dir", default="build/release")
    parser.add_argument("--min-time", default="0.5")
    parser.add_argument("--rounds", type=int, default=5, help="runs of each row, interleaved: a CPU-time row counts its fastest, a runner row its median")
    parser.add_argument("--cpu", type=int, help="run every benchmark but the runner's on this CPU alone")
    parser.add_argument("--instructions", action="store_true",
                        help="time nothing: count each scaling row's instructions per byte of plan with callgrind")
    args = parser.parse_args()
    if args.rounds < 1:
        print(f"bench_goals: --rounds must be at least 1, not {args.rounds}", file=sys.stderr)
        return 2
    if args.cpu is not None and args.cpu not in os.sched_getaffinity(0):
        print(f"bench_goals: CPU {args.cpu} is not one this process may run on", file=sys.stderr)
        return 2
    if args.instructions:
        try:
            print("\n".join(instruction_table(args)))
        except Failure as failure:
            print(f"bench_goals: {failure}", file=sys.stderr)
            return 2
        return 0
    out = ["| goal | row | figure | baseline | holds |", "|---|---|---|---|---|"]
    try:
        # 100 MB/s is a figure of one machine; beside it, each row as a fraction of a
        # reference measured in this run: nlohmann::json's parse of a generated fixplan.
        reference_key = ("conform_json_contracts_bench", REFERENCE_ROW)
        throughput = in_rounds(args, [reference_key] + THROUGHPUT_ROWS)
        reference_run = throughput[reference_key]["fastest"]
        reference = reference_run["bytes_per_second"] / 1e6
        for key in THROUGHPUT_ROWS:
            fastest, median = throughput[key]["fastest"], throughput[key]["median_seconds"]
            mbps = fastest["bytes_per_second"] / 1e6
            out.append(f"| parse+check ≥ 100 MB/s | `{key[1]}` | {mbps:.1f} MB/s ({mbps / reference:.2f}× nlohmann; "
                       f"median {mbps * fastest['seconds'] / median:.1f}) | "
                       f"100 MB/s (nlohmann's parse: {reference:.1f} MB/s) | {'yes' if mbps >= 100 else 'no'} |")
        json_bench = "conform_json_contracts_bench"
        timed = in_rounds(args, [(json_bench, f"{kind}/{w}") for w in JSON_WORKLOADS for kind in ("Check", "NlohmannParse")])
        for w in JSON_WORKLOADS:
            mine, bare = timed[(json_bench, f"Check/{w}")], timed[(json_bench, f"NlohmannParse/{w}")]
            out.append(f"| check ≥ 1.0× nlohmann's parse | `Check/{w}` | {mine['fastest']['seconds'] * 1e3:.3f} ms | "
                       f"{bare['fastest']['seconds'] * 1e3:.3f} ms | {ratio_verdict(mine, bare, 1.0, by='fastest')} |")
        timed = in_rounds(args, [("conform_run_bench", r) for row, base, _ in RUNNER_ROWS for r in (row, base)],
                          pinned=False)
        for row, base, goal in RUNNER_ROWS:
            mine, bare = timed[("conform_run_bench", row)], timed[("conform_run_bench", base)]
            out.append(f"| ≥ {goal}× `{base.split('/')[0]}` | `{row.split('/')[0]}` | "
                       f"{mine['median_seconds'] * 1e6:.1f} µs/case (median) | {bare['median_seconds'] * 1e6:.1f} µs/case | "
                       f"{ratio_verdict(mine, bare, goal, by='median')} |")
        for program, prefix in SCALING:
            sizes = sizes_of(args, program, prefix)
            baseline = baseline_of(args, program, prefix, sizes)
            rows = [(program, f"{prefix}{n}") for n in sizes]
            base_rows = [(program, f"{baseline}{n}") for n in sizes] if baseline else []
            timed = in_rounds(args, rows + base_rows)
            times = [timed[key]["fastest"]["seconds"] for key in rows]
            worst, steps = bends(plan_sizes(timed, rows, sizes), times)
            base_worst, against = None, f"{times[0] * 1e3:.3f} ms at N = {sizes[0]:,}"
            if baseline:
                base_worst, base_steps = bends(plan_sizes(timed, base_rows, sizes),
                                               [timed[key]["fastest"]["seconds"] for key in base_rows])
                against = f"nlohmann's parse of the same bytes (`{baseline}N`): {'; '.join(base_steps)}"
            verdict = scaling_verdict(worst, base_worst)
            out.append(f"| time grows at most with size | `{prefix}N`, N = {sizes[0]:,} … {sizes[-1]:,} | "
                       f"{'; '.join(steps)} | {against} | {verdict} |")
    except Failure as failure:
        print(f"bench_goals: {failure}", file=sys.stderr)
        return 2
    print(host_line(reference_run["context"]) + "\n")
    print("\n".join(out))
    return 0


if __name__ == "__main__":
    sys.exit(main())
