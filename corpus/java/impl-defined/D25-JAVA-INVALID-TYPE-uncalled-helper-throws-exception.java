public class Plan {
    public void main() {
        ToolResult repo = syscall.cloneRepo("origin/main");
    }

    private void cleanUp() throws Exception {
        syscall.applyTextRewrite("README.md", "teh", "the");
    }
}
