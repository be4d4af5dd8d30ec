public class Plan {
    public void main() {
        ToolResult repo = syscall.cloneRepo("origin/main");
        List<String> paths = findConfigFiles(repo);
        countByFile(paths);
    }

    @Deferred
    private List<String> findConfigFiles(ToolResult repo);

    @Deferred
    private Map<String, List<Int>> countByFile(List<String> paths);
}
