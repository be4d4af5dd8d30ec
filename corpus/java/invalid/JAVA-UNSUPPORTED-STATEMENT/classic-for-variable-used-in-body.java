public class Plan {
    public void main() {
        ToolResult repo = syscall.cloneRepo("origin/main");
        fixReadme(repo);
    }

    private void fixReadme(ToolResult repo) {
        ToolResult result = syscall.applyTextRewrite("README.md", "teh", "the");
    }

    private void retry(String path) {
        for (Int attempt = 1; attempt <= 3; attempt = attempt + 1) {
            String note = path + " attempt " + attempt;
            useText(note);
        }
    }

    private void useText(String text) {
    }
}
