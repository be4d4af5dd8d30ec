public class Plan {
    public void main() {
        ToolResult repo = syscall.cloneRepo("origin/main");
        List<String> paths = findConfigFiles(repo);
        for (String path : paths) {
            try {
                syscall.applyTextRewrite(path, "debug=true", "debug=false");
            } catch (ToolError e) {
                reportFailure(path);
            } finally {
                reportDone(path);
            }
        }
    }

    @Deferred
    private List<String> findConfigFiles(ToolResult repo);

    @Deferred
    private ToolResult reportFailure(String path);

    @Deferred
    private ToolResult reportDone(String path);
}
