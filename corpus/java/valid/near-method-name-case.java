public class Plan {
    public void main() {
        ToolResult repo = syscall.cloneRepo("origin/main");
        List<String> paths = findConfigFiles(repo);
        for (String path : paths) {
            rewrite(path);
        }
    }

    @Deferred
    private List<String> findConfigFiles(ToolResult repo);

    private ToolResult rewrite(String path) {
        syscall.applyTextRewrite(path, "debug=true", "debug=false");
        ToolResult status = verifyRewrittenConfigFile(path);
        return status;
    }

    @Deferred
    private ToolResult verifyRewrittenConfigFile(String path);
}
