public class Plan{
    public void main() {
        ToolResult planRepo = syscall.cloneRepo("origin/main");
        List<String> planFiles = findPlanFiles(planRepo);
        for (String path : planFiles) {
            syscall.applyTextRewrite(path, "class Plans", "class Plan");
        }
    }

    @Deferred
    private List<String> findPlanFiles(ToolResult repo);
}
