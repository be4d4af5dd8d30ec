public class Plan {
    public void main() {
        ToolResult repo = syscall.cloneRepo("origin/main");
        Map<String, String> env = java.util.Collections.singletonMap("DEBUG", "false");
        applyEnv(repo, env);
    }

    @Deferred
    private ToolResult applyEnv(ToolResult repo, Map<String, String> env);
}
