public class Plan {
    public void main() {
        ToolResult repo = syscall.cloneRepo("origin/main");
        List<ToolResult> patches = findPatches(repo);
        fixReadme(repo);
    }

    private void fixReadme(ToolResult repo) {
        ToolResult result = syscall.applyTextRewrite("README.md", "teh", "the");
    }

    @Deferred
    private List<ToolResult> findPatches(ToolResult repo);
}
