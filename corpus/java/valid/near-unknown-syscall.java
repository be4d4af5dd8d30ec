public class Plan {
    public void main() {
        ToolResult repo = syscall.cloneRepo("origin/main");
        List<String> branches = releaseBranches(repo);
        List<ToolResult> clones = cloneRepos(branches);
        for (ToolResult clone : clones) {
            rewriteConfigs(clone);
        }
    }

    @Deferred
    private List<String> releaseBranches(ToolResult repo);

    @Deferred
    private List<ToolResult> cloneRepos(List<String> branches);

    @Deferred
    private ToolResult rewriteConfigs(ToolResult clone);
}
