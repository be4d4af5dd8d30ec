public class Plan {
    public void main() {
        Bool stable = isStableRelease();
        String branch;
        if (stable) {
            branch = "origin/main";
        } else {
            branch = "origin/dev";
        }
        ToolResult repo = syscall.cloneRepo(branch);
        rewriteConfigs(repo);
    }

    @Deferred
    private Bool isStableRelease();

    @Deferred
    private ToolResult rewriteConfigs(ToolResult repo);
}
