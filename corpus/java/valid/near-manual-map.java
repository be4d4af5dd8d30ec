public class Plan {
    public void main() {
        ToolResult repo = syscall.cloneRepo("origin/main");
        Map<String, String> env = buildEnvMap(repo);
        applyEnv(repo, env);
    }

    @Deferred
    private Map<String, String> buildEnvMap(ToolResult repo);

    @Deferred
    private ToolResult applyEnv(ToolResult repo, Map<String, String> env);
}
