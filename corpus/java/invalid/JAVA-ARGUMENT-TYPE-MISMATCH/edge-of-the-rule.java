public class Plan {
    public void main() {
        ToolResult repo = syscall.cloneRepo("origin/main");
        List<Int> sizes = fileSizes(repo);
        countMatches(sizes, "debug=true");
    }

    @Deferred
    private List<Int> fileSizes(ToolResult repo);

    @Deferred
    private Int countMatches(List<String> paths, String pattern);
}
