public class Plan {
    public void main() {
        ToolResult repo = syscall.cloneRepo("origin/main");
        try {
            syscall.applyTextRewrite("README.md", "teh", "the");
            return;
        } catch (ToolError e) {
            return;
        }
        syscall.applyTextRewrite("CHANGELOG.md", "teh", "the");
    }
}
