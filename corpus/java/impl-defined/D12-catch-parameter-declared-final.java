public class Plan {
    public void main() {
        try {
            ToolResult repo = syscall.cloneRepo("origin/main");
            fixReadme(repo);
        } catch (final ToolError e) {
            reportFailure("clone failed");
        }
    }

    private void fixReadme(ToolResult repo) {
        ToolResult result = syscall.applyTextRewrite("README.md", "teh", "the");
    }

    private void reportFailure(String message) {
        String text = "failure: " + message;
    }
}
