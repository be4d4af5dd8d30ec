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
        } else {
            return "origin/dev";
        }
        return "origin/main";
    }

    @Deferred
    private Bool isStable(ToolResult repo);

    @Deferred
    private ToolResult rewriteConfigs(ToolResult repo);
}
