public class Plan {
    private static final String README = "README.md";

    public void main() {
        ToolResult repo = syscall.cloneRepo("origin/main");
        fixReadme(repo);
    }

    private void fixReadme(ToolResult repo) {
        ToolResult result = syscall.applyTextRewrite(README, "teh", "the");
    }
}
