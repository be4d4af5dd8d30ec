public class Plan {
    public void main() {
        ToolResult repo = syscall.cloneRepo("origin/main");
        List<String> paths = findConfigFiles(repo);
        String before = "debug=true";
        String after = "debug=false";
        rewriteAll(paths, before, after);
        ToolResult status = checkConfigs(repo);
        publish(status);
    }

    @Deferred
    private List<String> findConfigFiles(ToolResult repo);

    @Deferred
    private ToolResult rewriteAll(List<String> paths, String before, String after);

    @Deferred
    private ToolResult checkConfigs(ToolResult repo);

    @Deferred
    private ToolResult publish(ToolResult status);
}
