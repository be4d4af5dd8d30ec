public class Plan {
    public void main() {
        ToolResult repo = syscall.cloneRepo("origin/main");
        String branch = pickBranch(repo);
        ToolResult clone = syscall.cloneRepo(branch);
        rewriteConfigs(clone);
    }

    private String pickBranch(ToolResult repo) {
        Bool stable = isStable(repo);
        if (stable) {
            return "origin/main";
        }
        return "origin/dev";
    }

    @Deferred
    private Bool isStable(ToolResult repo);

    @Deferred
    private ToolResult rewriteConfigs(ToolResult repo);
}
