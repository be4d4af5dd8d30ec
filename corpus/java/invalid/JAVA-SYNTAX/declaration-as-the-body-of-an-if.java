public class Plan {
    public void main() {
        ToolResult repo = syscall.cloneRepo("origin/main");
        if (needsFix(repo))
            ToolResult result = syscall.applyTextRewrite("README.md", "teh", "the");
    }

    @Deferred
    private Bool needsFix(ToolResult repo);
}
