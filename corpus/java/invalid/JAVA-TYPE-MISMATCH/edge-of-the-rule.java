public class Plan {
    public void main() {
        ToolResult repo = syscall.cloneRepo("origin/main");
        Bool dryRun = "false";
        List<String> paths = findConfigFiles(repo);
        if (dryRun) {
            reportPlan(paths);
        }
    }

    @Deferred
    private List<String> findConfigFiles(ToolResult repo);

    @Deferred
    private ToolResult reportPlan(List<String> paths);
}
