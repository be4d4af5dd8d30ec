public class Plan {
    public void main() {
        ToolResult repo = syscall.cloneRepo("origin/main");
        List<String> paths = collectTargets(repo);
        Bool empty = isEmpty(paths);
        if (empty) {
            return;
        }
        for (String path : paths) {
            syscall.applyTextRewrite(path, "debug=true", "debug=false");
        }
    }

    private List<String> collectTargets(ToolResult repo) {
        return findConfigFiles(repo);
    }

    @Deferred
    private List<String> findConfigFiles(ToolResult repo);

    @Deferred
    private Bool isEmpty(List<String> paths);
}
