#!/usr/bin/env python3
"""Renders a `conform grade --html` report in headless Chromium and checks what it shows.

    html_in_browser.py --conform BIN --fixture collected.jsonl [--chromium PATH]
                       [--workdir DIR] [--screenshot PNG] [--report-only]

Drives the browser over the DevTools protocol on a pipe (--remote-debugging-pipe: JSON
messages ending in a NUL byte on file descriptors 3 and 4), so it needs nothing beyond
Python and Debian's chromium. Checks, in the rendered page:
  - it loads with no exception, console error, failed load or request that leaves file://
    (the report promises one self-contained file, no network, no script);
  - the hand-counted figures of tests/grade/fixtures/collected.jsonl are on the screen;
  - the contract-valid bar and its whisker are drawn to scale (8 of 15 and its Wilson
    interval [0.30117, 0.75190]);
  - the heat map and the marked diagnostics are visible.
With --report-only, FIXTURE is rendered and photographed without the fixture's checks (for
the screenshot in docs/). Exit 0 when every check holds, 1 naming each failed check.
"""
import argparse
import base64
import fcntl
import json
import os
import select
import shutil
import subprocess
import sys
import tempfile
import time

# A guard against a browser that never answers, not a performance margin: each step
# normally takes well under a second, however loaded the machine.
HANG_GUARD_SECONDS = 600


class Browser:
    def __init__(self, chromium, profile):
        to_browser_read, self.to_browser = os.pipe()
        self.from_browser, from_browser_write = os.pipe()

        def wire_pipes():
            high_read = fcntl.fcntl(to_browser_read, fcntl.F_DUPFD, 10)
            high_write = fcntl.fcntl(from_browser_write, fcntl.F_DUPFD, 10)
            os.dup2(high_read, 3)
            os.dup2(high_write, 4)

        self.process = subprocess.Popen(
            [chromium, "--headless", "--remote-debugging-pipe", "--no-sandbox", "--disable-gpu",
             "--no-first-run", "--no-default-browser-check", "--disable-extensions",
             "--host-resolver-rules=MAP * ~NOTFOUND", f"--user-data-dir={profile}", "about:blank"],
            stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
            close_fds=False, preexec_fn=wire_pipes)
        os.close(to_browser_read)
        os.close(from_browser_write)
        self.buffer = b""
        self.next_id = 0
        self.events = []

    def _message(self):
        deadline = time.monotonic() + HANG_GUARD_SECONDS
        while b"\0" not in self.buffer:
            left = deadline - time.monotonic()
            if left <= 0 or not select.select([self.from_browser], [], [], left)[0]:
                raise RuntimeError(f"the browser sent nothing for {HANG_GUARD_SECONDS} s")
            chunk = os.read(self.from_browser, 1 << 16)
            if not chunk:
                raise RuntimeError("the browser closed the protocol pipe")
            self.buffer += chunk
        message, self.buffer = self.buffer.split(b"\0", 1)
        return json.loads(message)

    def call(self, method, params=None, session=None):
        self.next_id += 1
        request = {"id": self.next_id, "method": method, "params": params or {}}
        if session:
            request["sessionId"] = session
        os.write(self.to_browser, json.dumps(request).encode() + b"\0")
        while True:
            message = self._message()
            if message.get("id") == self.next_id:
                if "error" in message:
                    raise RuntimeError(f"{method}: {message['error']}")
                return message.get("result", {})
            self.events.append(message)

    def wait_for(self, method, session):
        for i, event in enumerate(self.events):
            if event.get("method") == method and event.get("sessionId") == session:
                return self.events.pop(i)
        while True:
            message = self._message()
            if message.get("method") == method and message.get("sessionId") == session:
                return message
            self.events.append(message)

    def close(self):
        try:
            self.call("Browser.close")
        except Exception:
            pass
        try:
            self.process.wait(timeout=30)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait()


# Evaluated in the page: what a reader sees, measured from the layout.
MEASURE = r"""
(() => {
  const visible = e => { const r = e.getBoundingClientRect(); return r.width > 0 && r.height > 0; };
  const firstFunnel = document.querySelector('section svg.bars');
  const rows = {};
  if (firstFunnel) {
    const labels = [...firstFunnel.querySelectorAll('text')].filter(t => t.getAttribute('x') === '0');
    for (const label of labels) {
      let rect = label.nextElementSibling, line = rect && rect.nextElementSibling;
      if (!rect || !line) continue;
      const scale = firstFunnel.getBoundingClientRect();
      const r = rect.getBoundingClientRect(), l = line.getBoundingClientRect();
      rows[label.textContent] = {start: r.left - scale.left, bar: r.width, low: l.left - r.left, high: l.right - r.left};
    }
  }
  return {
    text: document.body.innerText,
    scripts: document.scripts.length,
    funnel: rows,
    heatCells: [...document.querySelectorAll('table.heat td')].filter(visible).length,
    heatModels: [...document.querySelectorAll('table.heat tr')].map(r => r.cells[0] ? r.cells[0].innerText : ''),
    marks: [...document.querySelectorAll('mark')].filter(visible).length,
    width: document.documentElement.scrollWidth,
    height: document.documentElement.scrollHeight,
  };
})()
"""

BAR_SCALE_PX = 520  # the width html_report.cpp draws a share of 1 at


def fixture_checks(page):
    failures = []

    def expect(condition, what):
        if not condition:
            failures.append(what)

    text = page["text"]
    for shown in ["15 records, 3 excluded", "12/15 80.0%", "11/15 73.3%", "10/15 66.7%", "8/15 53.3%",
                  "7/15 46.7%", "STEPPLAN-MALFORMED-JSON", "STEPPLAN-MARKDOWN-FENCE", "a3"]:
        expect(shown in text, f"the page does not show {shown!r}")
    valid = page["funnel"].get("contract_valid")
    expect(valid is not None, "no contract_valid row in the first funnel")
    if valid:
        tolerance = 3 / BAR_SCALE_PX
        for name, want in [("bar", 8 / 15), ("low", 0.30117), ("high", 0.75190)]:
            got = valid[name] / BAR_SCALE_PX
            expect(abs(got - want) <= tolerance, f"contract_valid {name} is drawn at {got:.4f}, not {want:.4f}")
    expect(page["heatCells"] > 0, "the heat map has no visible cell")
    expect(any("m1" in m for m in page["heatModels"]) and any("m2" in m for m in page["heatModels"]),
           f"the heat map lacks a row for m1 or m2: {page['heatModels']}")
    expect(page["marks"] > 0, "no diagnostic is marked in a failing output")
    return failures


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--conform", required=True)
    parser.add_argument("--fixture", required=True)
    parser.add_argument("--chromium", default=shutil.which("chromium") or "/usr/bin/chromium")
    parser.add_argument("--workdir")
    parser.add_argument("--screenshot")
    parser.add_argument("--report-only", action="store_true")
    args = parser.parse_args()
    if not os.access(args.chromium, os.X_OK):
        print(f"html_in_browser: no chromium at {args.chromium} (tools/bootstrap.sh installs it)", file=sys.stderr)
        return 2

    workdir = args.workdir or tempfile.mkdtemp(prefix="conform-html-")
    os.makedirs(workdir, exist_ok=True)
    report = os.path.join(workdir, "report.html")
    graded = subprocess.run([args.conform, "grade", args.fixture, "--html", report],
                            stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    if graded.returncode not in (0, 1) or not os.path.exists(report):
        print(f"html_in_browser: conform grade failed ({graded.returncode}): {graded.stderr.strip()}", file=sys.stderr)
        return 1

    browser = Browser(args.chromium, os.path.join(workdir, "profile"))
    failures = []
    try:
        target = browser.call("Target.createTarget", {"url": "about:blank"})["targetId"]
        session = browser.call("Target.attachToTarget", {"targetId": target, "flatten": True})["sessionId"]
        for domain in ["Page", "Runtime", "Log", "Network"]:
            browser.call(f"{domain}.enable", session=session)
        browser.call("Emulation.setDeviceMetricsOverride",
                     {"width": 1100, "height": 900, "deviceScaleFactor": 1, "mobile": False}, session=session)
        url = "file://" + os.path.abspath(report)
        navigated = browser.call("Page.navigate", {"url": url}, session=session)
        if navigated.get("errorText"):
            failures.append(f"navigation failed: {navigated['errorText']}")
        browser.wait_for("Page.loadEventFired", session)
        page = browser.call("Runtime.evaluate", {"expression": MEASURE, "returnByValue": True},
                            session=session)["result"]["value"]

        for event in browser.events:
            method, params = event.get("method"), event.get("params", {})
            if method == "Runtime.exceptionThrown":
                failures.append(f"exception: {params['exceptionDetails'].get('text')}")
            elif method == "Runtime.consoleAPICalled" and params.get("type") == "error":
                failures.append(f"console error: {params.get('args')}")
            elif method == "Log.entryAdded" and params["entry"].get("level") == "error":
                failures.append(f"browser error: {params['entry'].get('text')}")
            elif method == "Network.requestWillBeSent" and not params["request"]["url"].startswith("file://"):
                failures.append(f"request outside the file: {params['request']['url']}")
            elif method == "Network.loadingFailed":
                failures.append(f"a load failed: {params.get('errorText')}")
        if page["scripts"]:
            failures.append(f"the page carries {page['scripts']} script(s); the report promises none")
        if not args.report_only:
            failures += fixture_checks(page)

        shot = browser.call("Page.captureScreenshot", {
            "format": "png", "captureBeyondViewport": True,
            "clip": {"x": 0, "y": 0, "width": page["width"], "height": min(page["height"], 2400), "scale": 1}},
            session=session)
        png = base64.b64decode(shot["data"])
        if not png.startswith(b"\x89PNG\r\n\x1a\n") or len(png) < 10_000:
            failures.append(f"the screenshot is not a rendered page ({len(png)} bytes)")
        with open(args.screenshot or os.path.join(workdir, "report.png"), "wb") as out:
            out.write(png)
    finally:
        browser.close()

    for failure in failures:
        print(f"html_in_browser: {failure}", file=sys.stderr)
    if not failures:
        print(f"html_in_browser: {report} renders in {args.chromium} with the expected figures")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
