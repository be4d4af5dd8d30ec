public class Plan {
    public void main() {
        fixReadme("README.md");
    }

    private void fixReadme(String path) {
        try (ToolResult repo = syscall.cloneRepo("origin/main")) {
            syscall.applyTextRewrite(path, "teh", "the");
        } catch (ToolError e) {
            return;
        }
    }
}
