public class Plan {
    public void main() {
        Bool ready = isReady(syscall.cloneRepo("origin/main"));
        if ((ready)) {
            rewriteConfigs(pickClone(syscall.cloneRepo(releaseBranch())));
        }
    }

    @Deferred
    private Bool isReady(ToolResult repo);

    @Deferred
    private String releaseBranch();

    @Deferred
    private ToolResult pickClone(ToolResult repo);

    @Deferred
    private ToolResult rewriteConfigs(ToolResult repo);
}
