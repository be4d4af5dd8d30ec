public class Plan {
    public void main() {
        ToolResult repo = syscall.cloneRepo("origin/main");
        fixReadme(repo);
    }

    private private void fixReadme(ToolResult repo) {
        ToolResult fixed = syscall.applyTextRewrite("README.md", "teh", "the");
    }
}
