public class Plan {
    public void main() {
        ToolResult repo = syscall.cloneRepo("origin/main");
        Bool dryRun = false;
        Int count = 0;
        List<String> paths = findConfigFiles(repo);
        count = countMatches(paths);
        Map<String, List<Int>> lines = matchLines(paths);
        reportPlan(lines, count, dryRun);
    }

    @Deferred
    private List<String> findConfigFiles(ToolResult repo);

    @Deferred
    private Int countMatches(List<String> paths);

    @Deferred
    private Map<String, List<Int>> matchLines(List<String> paths);

    @Deferred
    private ToolResult reportPlan(Map<String, List<Int>> lines, Int count, Bool dryRun);
}
