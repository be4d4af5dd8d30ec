public class Plan {
    public void main() {
        Bool stable = isStableRelease();
        String branch = "origin/dev";
        if (stable) {
            branch = "origin/main";
        }
        ToolResult repo = syscall.cloneRepo(branch);
        List<String> paths = findConfigFiles(repo);
        for (String path : paths) {
            try {
                syscall.applyTextRewrite(path, "debug=true", "debug=false");
            } catch (ToolError e) {
                reportFailure(path);
            }
        }
    }

    @Deferred
    private Bool isStableRelease();

    @Deferred
    private List<String> findConfigFiles(ToolResult repo);

    @Deferred
    private ToolResult reportFailure(String path);
}
