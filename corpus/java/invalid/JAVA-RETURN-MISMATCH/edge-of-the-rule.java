public class Plan {
    public void main() {
        ToolResult repo = syscall.cloneRepo("origin/main");
        List<String> paths = collectTargets(repo);
        for (String path : paths) {
            syscall.applyTextRewrite(path, "debug=true", "debug=false");
        }
    }

    private List<String> collectTargets(ToolResult repo) {
        List<Int> sizes = fileSizes(repo);
        return sizes;
    }

    @Deferred
    private List<Int> fileSizes(ToolResult repo);
}
