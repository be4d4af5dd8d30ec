public class Plan {
    public void main() {
        ToolResult repo = syscall.cloneRepo("origin/main");
        List<String> paths = findConfigFiles(repo);
        Bool dryRun = false;
        dryRun = isDryRun(repo);
        if (dryRun) {
            reportPlan(paths);
            return;
        } else if (hasConfigs(paths)) {
            for (String path : paths) {
                try {
                    syscall.applyTextRewrite(path, "debug=true", "debug=false");
                } catch (ToolError e) {
                    reportFailure(path);
                }
            }
        } else {
            reportPlan(paths);
        }
    }

    @Deferred
    private List<String> findConfigFiles(ToolResult repo);

    @Deferred
    private Bool isDryRun(ToolResult repo);

    @Deferred
    private Bool hasConfigs(List<String> paths);

    @Deferred
    private ToolResult reportPlan(List<String> paths);

    @Deferred
    private ToolResult reportFailure(String path);
}
