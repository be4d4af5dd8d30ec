public class Plan {
    public void main() {
        ToolResult repo = syscall.cloneRepo("origin/main");
        List<String> paths = findConfigFiles(repo);
        for (String path : paths) {
            try {
                syscall.applyTextRewrite(path, "debug=true", "debug=false");
            } catch (ToolError e) {
            }
        }
    }

    @Deferred
    private List<String> findConfigFiles(ToolResult repo);
}
