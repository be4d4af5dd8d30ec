public class Plan {
    public void main() {
        ToolResult repo = syscall.cloneRepo("origin/main");
        List<Patch> patches = findPatches(repo);
        for (Patch patch : patches) {
            fixReadme(repo);
        }
    }

    private void fixReadme(ToolResult repo) {
        ToolResult result = syscall.applyTextRewrite("README.md", "teh", "the");
    }

    @Deferred
    private List<Patch> findPatches(ToolResult repo);
}
