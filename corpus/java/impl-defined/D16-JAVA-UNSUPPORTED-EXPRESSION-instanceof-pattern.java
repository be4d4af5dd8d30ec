public class Plan {
    public void main() {
        ToolResult repo = syscall.cloneRepo("origin/main");
        if (repo instanceof ToolResult cloned) {
            fixReadme(cloned);
        }
    }

    private void fixReadme(ToolResult repo) {
        syscall.applyTextRewrite("README.md", "teh", "the");
    }
}
