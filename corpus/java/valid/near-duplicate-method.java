public class Plan {
    public void main() {
        ToolResult repo = syscall.cloneRepo("origin/main");
        List<String> paths = findConfigFiles(repo);
        rewriteConfigs(paths);
    }

    @Deferred
    private List<String> findConfigFiles(ToolResult repo);

    private Bool rewriteConfigs(List<String> paths) {
        for (String path : paths) {
            rewriteConfig(path);
        }
        Bool done = true;
        return done;
    }

    private ToolResult rewriteConfig(String path) {
        syscall.applyTextRewrite(path, "debug=true", "debug=false");
        ToolResult status = checkConfig(path);
        return status;
    }

    @Deferred
    private ToolResult checkConfig(String path);
}
