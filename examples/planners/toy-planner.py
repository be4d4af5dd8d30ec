#!/usr/bin/env python3
"""A stand-in for an LLM planner, so the README's demo and the tests need no model.

Reads a prompt on standard input and answers it in the contract the prompt asks for,
with the defects real planners show: markdown fences, prose around the plan, a forward
dependency, an unknown tool, a wrong type, a refusal, a crash, and answers that differ
from one sample to the next. Deterministic for a given prompt and --sample.

    toy-planner.py --sample N < prompt.txt
"""
import json
import sys

TIME_PLAN = {
    "task_summary": "Tell the user the current time.",
    "assumptions": [],
    "risks": [],
    "steps": [{
        "step_id": "step_1", "title": "Read the clock", "description": "Get the current time.",
        "dependencies": [], "deliverable": "The current time", "acceptance": "A timestamp is returned.",
        "tool": {"name": "get_time", "args": {}},
    }],
}


def incident_plan(forward=False):
    step = lambda k, title, deps, tool, args: {
        "step_id": f"step_{k}", "title": title, "description": title + ".", "dependencies": deps,
        "deliverable": title, "acceptance": title + " is done.", "tool": {"name": tool, "args": args}}
    return {
        "task_summary": "Report the open incidents with the current time.",
        "assumptions": ["The incident list is in the request."],
        "risks": ["Incident titles may hold sensitive data."],
        "steps": [
            step(1, "Collect incidents", ["step_3"] if forward else [], "echo_tool", {"message": "INC-101, INC-102"}),
            step(2, "Get the time", [], "get_time", {"timezone": "UTC"}),
            step(3, "Compose the report", ["step_1", "step_2"], "echo_tool", {"message": "report"}),
        ],
    }


CPL_WEATHER = """plan {
    function main() : Void {
        let mail: ToolResult = syscall.fetchEmail("from:boss subject:trip");
        let city: %s = syscall.extractCity(mail);
        let forecast: ToolResult = syscall.queryWeather(city);
        syscall.log("Weather fetched for " + city);
    }
}
"""

RTFS_GREET = """(plan
  :name "greet_user"
  :body (do
    (step "Greet User"
      (let [name (call :ccos.user.ask "What is your name?")]
        (call :ccos.echo {:message (str "Hello, " name "!")})))
    (step "Summary"
      (let [status "greeted"]
        {:status status}))))
"""


def answer(prompt, sample):
    text = prompt.lower()
    if "current time" in text:
        plan = json.dumps(TIME_PLAN, indent=2)
        return "```json\n" + plan + "\n```\n" if sample == 2 else plan + "\n"
    if "incident" in text:
        if sample == 1:
            return json.dumps(incident_plan(forward=True)) + "\n"
        plan = json.dumps(incident_plan())
        return "Here is the plan:\n" + plan + "\n" if sample == 2 else plan + "\n"
    if "search the web" in text:
        plan = json.loads(json.dumps(TIME_PLAN))
        plan["task_summary"] = "Find the weather in Paris."
        plan["steps"][0]["tool"] = {"name": "web_browser", "args": {"query": "weather Paris"}}
        return json.dumps(plan) + "\n"
    if "weather of the city" in text:
        return CPL_WEATHER % ("Int" if sample == 2 else "String")
    if "greet the user" in text:
        return RTFS_GREET.replace('(str "Hello, " name "!")', '(+ "Hello, " name)') if sample == 1 else RTFS_GREET
    if "refuse" in text:
        if sample == 1:
            sys.stderr.write("toy-planner: rate limited\n")
            sys.exit(3)
        return "I'm sorry, I can't help with that.\n"
    return ""


def main():
    sample = 0
    args = sys.argv[1:]
    if len(args) == 2 and args[0] == "--sample":
        sample = int(args[1])
    elif args:
        sys.exit("usage: toy-planner.py [--sample N] < prompt")
    sys.stdout.write(answer(sys.stdin.read(), sample))


if __name__ == "__main__":
    main()
