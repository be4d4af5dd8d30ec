public class Plan {
    public void main() {
        ToolResult repo = syscall.cloneRepo("origin/main");
        fixReadme(repo);
    }

    private void fixReadme(ToolResult repo) {
        ToolResult result = syscall.applyTextRewrite("README.md", "teh", "the");
    }

    private void step(String path, Bool flag) {
        ToolResult repo = syscall.cloneRepo(flag);
    }
    private void useText(String text) {
    }
}
