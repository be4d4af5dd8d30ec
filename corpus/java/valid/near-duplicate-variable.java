public class Plan {
    public void main() {
        ToolResult repo = syscall.cloneRepo("origin/main");
        Bool dev = needsDevBranch(repo);
        if (dev) {
            ToolResult status = syscall.cloneRepo("origin/dev");
            rewriteConfigs(status);
        } else {
            ToolResult status = rewriteConfigs(repo);
            reportStatus(status);
        }
    }

    @Deferred
    private Bool needsDevBranch(ToolResult repo);

    @Deferred
    private ToolResult rewriteConfigs(ToolResult repo);

    @Deferred
    private ToolResult reportStatus(ToolResult status);
}
