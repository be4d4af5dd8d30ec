public class Plan {
    public void main() {
        ToolResult repo = prepareRepo("origin/main");
        rewriteConfigs(repo);
    }

    private ToolResult prepareRepo(String branch) {
        try {
            ToolResult repo = syscall.cloneRepo(branch);
            return repo;
        } catch (ToolError e) {
            ToolResult failure = reportFailure(branch);
            return failure;
        }
    }

    @Deferred
    private ToolResult reportFailure(String branch);

    @Deferred
    private ToolResult rewriteConfigs(ToolResult repo);
}
