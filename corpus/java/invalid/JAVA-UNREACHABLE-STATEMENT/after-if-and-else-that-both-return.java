public class Plan {
    public void main() {
        ToolResult repo = syscall.cloneRepo("origin/main");
        String fixed = fixReadme(repo);
    }

    private String fixReadme(ToolResult repo) {
        if (needsFix(repo)) {
            syscall.applyTextRewrite("README.md", "teh", "the");
            return "fixed";
        } else {
            return "clean";
        }
        syscall.applyTextRewrite("CHANGELOG.md", "teh", "the");
    }

    @Deferred
    private Bool needsFix(ToolResult repo);
}
