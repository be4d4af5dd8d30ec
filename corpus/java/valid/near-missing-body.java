public class Plan {
    public void main() {
        ToolResult repo = syscall.cloneRepo("origin/main");
        List<String> paths = findConfigFiles(repo);
        for (String path : paths) {
            Bool needed = needsRewrite(path);
            if (needed) {
                syscall.applyTextRewrite(path, "debug=true", "debug=false");
            }
        }
    }

    @Deferred
    private List<String> findConfigFiles(ToolResult repo);

    @Deferred
    private Bool needsRewrite(String path) {
        Bool sketch = true;
        return sketch;
    }
}
