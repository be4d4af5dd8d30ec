public class Plan {
    public void main() {
        ToolResult repo = syscall.cloneRepo("origin/main");
        Class<?> planType = Class.forName("Plan");
        fixReadme(repo);
    }

    private void fixReadme(ToolResult repo) {
        ToolResult result = syscall.applyTextRewrite("README.md", "teh", "the");
    }
}
