public class Plan {
    public void main() {
        ToolResult repo = syscall.cloneRepo("origin/main");
        List<Int> sizes = fileSizes(repo);
        List<String> paths = findConfigFiles(repo);
        countLargeFiles(sizes, 4096);
        countMatches(paths, "debug=true", true);
    }

    @Deferred
    private List<Int> fileSizes(ToolResult repo);

    @Deferred
    private List<String> findConfigFiles(ToolResult repo);

    @Deferred
    private Int countLargeFiles(List<Int> sizes, Int threshold);

    @Deferred
    private Int countMatches(List<String> paths, String pattern, Bool ignoreCase);
}
