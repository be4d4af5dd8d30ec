public class Plan {
    public void main() {
        ToolResult repo = syscall.cloneRepo("origin/main");
        rewrite("README.md", "teh", "the");
    }

    private void fixReadme(ToolResult repo) {
        ToolResult result = syscall.applyTextRewrite("README.md", "teh", "the");
    }

    private void rewrite(String path, String before, String after) {
        syscall.applyTextRewrite(path, before, after);
    }
}
