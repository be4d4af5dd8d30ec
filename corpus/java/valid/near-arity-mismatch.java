public class Plan {
    public void main() {
        ToolResult repo = syscall.cloneRepo(defaultBranch());
        List<String> paths = findConfigFiles(repo);
        for (String path : paths) {
            rewriteConfig(path, "debug=true", "debug=false");
        }
    }

    @Deferred
    private String defaultBranch();

    @Deferred
    private List<String> findConfigFiles(ToolResult repo);

    private ToolResult rewriteConfig(String path, String before, String after) {
        syscall.applyTextRewrite(path, before, after);
        ToolResult status = checkConfig(path);
        return status;
    }

    @Deferred
    private ToolResult checkConfig(String path);
}
