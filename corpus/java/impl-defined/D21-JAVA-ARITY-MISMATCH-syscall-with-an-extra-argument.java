public class Plan {
    public void main() {
        ToolResult repo = syscall.cloneRepo("origin/main");
        List<String> paths = findConfigFiles(repo);
        for (String path : paths) {
            rewriteConfig(path);
        }
    }

    @Deferred
    private List<String> findConfigFiles(ToolResult repo);

    private ToolResult rewriteConfig(String path) {
        syscall.applyTextRewrite(path, "debug=true", "debug=false", "utf-8");
        ToolResult status = checkConfig(path);
        return status;
    }

    @Deferred
    private ToolResult checkConfig(String path);
}
