public class Plan {
    public void main() {
        ToolResult repo = syscall.cloneRepo("origin/main");
        List<ToolResult> patches = findPatches(repo, repo);
    }

    @Deferred
    private List<ToolResult> findPatches(ToolResult repo, ToolResult repo);
}
