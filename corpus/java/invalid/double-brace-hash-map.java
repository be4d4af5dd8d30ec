public class Plan {
    public void main() {
        Map<String, String> labels = new HashMap<>() {{
            put("bug", "needs triage");
        }};
        labelIssues(labels);
    }

    private void labelIssues(Map<String, String> labels) {
        ToolResult result = syscall.applyTextRewrite("LABELS.md", "todo", "done");
    }
}
