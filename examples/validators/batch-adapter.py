#!/usr/bin/env python3
"""Serves conform's batch protocol (spec/run/batch-protocol.schema.json) on top of an
exec-style validator, so that every example can be graded in both modes:

    conform run --batch --target "examples/validators/batch-adapter.py examples/validators/hangs.sh"

Each request's plan is written to a file and the wrapped command is run on it, as exec
mode would: exit 0 answers valid, exit 1 invalid. The adapter passes the wrapped
validator's failures on so that the harness sees what it would see in exec mode: a crash
kills the adapter with the same signal, another exit code ends it with that code, a hang
hangs it, and output over 1 MiB is written to stdout as one over-long line. Its
temporary folder goes when it ends: at the end of input, on SIGTERM, SIGINT or SIGHUP, and
before it passes a crash on.
"""
import base64
import json
import os
import shutil
import signal
import subprocess
import sys
import tempfile

OUTPUT_CAP = 1 << 20
STOP_SIGNALS = {signal.SIGTERM, signal.SIGINT, signal.SIGHUP}


def answer(obj):
    sys.stdout.write(json.dumps(obj) + "\n")
    sys.stdout.flush()


def main():
    command = sys.argv[1:]
    if not command:
        sys.exit("usage: batch-adapter.py VALIDATOR [ARGS...]")
    # Before the folder exists: a SIGTERM that comes as soon as the greeting is answered
    # (a time limit that the start used up) must find the handler that removes it.
    for signum in STOP_SIGNALS:
        signal.signal(signum, lambda signum, frame: sys.exit(128 + signum))
    hello = json.loads(sys.stdin.readline())
    if hello.get("protocol") != "conform-batch" or hello.get("version") != 1:
        sys.exit("unsupported protocol: %r" % hello)
    extensions = hello.get("extensions", {})
    # A stop signal is held while the folder is made and while it is removed: one that
    # came between mkdtemp and the try, or in the middle of rmtree (conform closes our
    # input, waits a moment, then sends SIGTERM: on a busy machine the removal of the
    # end of input can still be running), would leave the folder behind.
    signal.pthread_sigmask(signal.SIG_BLOCK, STOP_SIGNALS)
    workdir = tempfile.mkdtemp(prefix="conform-batch-")
    try:
        signal.pthread_sigmask(signal.SIG_UNBLOCK, STOP_SIGNALS)
        answer({"protocol": "conform-batch", "version": 1, "name": "batch-adapter " + " ".join(command)})
        serve(command, extensions, workdir)
    finally:
        signal.pthread_sigmask(signal.SIG_BLOCK, STOP_SIGNALS)
        shutil.rmtree(workdir, ignore_errors=True)


def serve(command, extensions, workdir):
    for line in sys.stdin:
        request = json.loads(line)
        path = os.path.join(workdir, "case" + extensions.get(request["dialect"], ".txt"))
        # The exact bytes: "plan" when they are UTF-8, "plan_base64" when they are not.
        plan = base64.b64decode(request["plan_base64"]) if "plan_base64" in request else request["plan"].encode("utf-8")
        with open(path, "wb") as f:
            f.write(plan)
        # Output goes to files, not pipes: a grandchild holding a pipe must not make us wait.
        with tempfile.TemporaryFile(dir=workdir) as out:
            code = subprocess.call(command + [path], stdout=out, stderr=sys.stderr, stdin=subprocess.DEVNULL)
            size = out.seek(0, os.SEEK_END)
            if size > OUTPUT_CAP:
                out.seek(0)
                sys.stdout.buffer.write(out.read(OUTPUT_CAP + 1))
                sys.stdout.flush()
                sys.exit(0)
        if code < 0:
            signal.pthread_sigmask(signal.SIG_BLOCK, STOP_SIGNALS)
            shutil.rmtree(workdir, ignore_errors=True)
            signal.signal(-code, signal.SIG_DFL)
            signal.pthread_sigmask(signal.SIG_UNBLOCK, STOP_SIGNALS | {-code})
            os.kill(os.getpid(), -code)
        if code not in (0, 1):
            sys.exit(code)
        answer({"id": request["id"], "valid": code == 0})


if __name__ == "__main__":
    main()
