public class Plan {
    public void main() {
        ToolResult repo = syscall.cloneRepo("origin/main");
        fixReadme(repo);
    }

    private void fixReadme(ToolResult repo) {
        ToolResult result = syscall.applyTextRewrite("README.md", "teh", "the");
    }

    private Bool enough(Int count) {
        Int doubled = count * 2 - 1;
        return doubled >= 10 || count == 0;
    }
}
