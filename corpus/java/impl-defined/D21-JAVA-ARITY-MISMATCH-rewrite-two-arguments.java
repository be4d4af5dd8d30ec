public class Plan {
    public void main() {
        ToolResult repo = syscall.cloneRepo("origin/main");
        fixReadme(repo);
    }

    private void fixReadme(ToolResult repo) {
        ToolResult result = syscall.applyTextRewrite("README.md", "teh", "the");
    }

    private void step(String path, Bool flag) {
        syscall.applyTextRewrite(path, "a");
    }
    private void useText(String text) {
    }
}
