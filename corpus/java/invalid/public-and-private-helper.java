public class Plan {
    public void main() {
        ToolResult repo = syscall.cloneRepo("origin/main");
        fixReadme(repo);
    }

    public private void fixReadme(ToolResult repo) {
        ToolResult fixed = syscall.applyTextRewrite("README.md", "teh", "the");
    }
}
