public class Plan {
    public void main() {
        ToolResult repo = syscall.cloneRepo("origin/main");
        Int attempts = 0x_3;
        fixReadme(repo, attempts);
    }

    private void fixReadme(ToolResult repo, Int attempts) {
        ToolResult result = syscall.applyTextRewrite("README.md", "teh", "the");
    }
}
