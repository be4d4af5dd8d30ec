public class Plan {
    public void main() {
        ToolResult repo = syscall.cloneRepo("origin/main");
        Bool retry = needsDevBranch(repo);
        if (retry) {
            ToolResult repo = syscall.cloneRepo("origin/dev");
            rewriteConfigs(repo);
        }
        rewriteConfigs(repo);
    }

    @Deferred
    private Bool needsDevBranch(ToolResult repo);

    @Deferred
    private ToolResult rewriteConfigs(ToolResult repo);
}
