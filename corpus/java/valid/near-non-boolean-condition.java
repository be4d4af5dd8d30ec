public class Plan {
    public void main() {
        ToolResult repo = syscall.cloneRepo("origin/main");
        List<String> paths = findConfigFiles(repo);
        Int changed = countMatches(paths);
        if (changed > 0) {
            reportPlan(paths);
        }
    }

    @Deferred
    private List<String> findConfigFiles(ToolResult repo);

    @Deferred
    private Int countMatches(List<String> paths);

    @Deferred
    private ToolResult reportPlan(List<String> paths);
}
