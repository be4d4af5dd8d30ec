public class Plan {
    public void main() {
        ToolResult repo = syscall.cloneRepo("origin/main");
        List<String> paths = findConfigFiles(repo);
        String before = "debug=true";
        for (String path : paths) {
            try {
                syscall.applyTextRewrite(path, before, "debug=false");
            } catch (ToolError e) {
                reportFailure(path, before);
            }
        }
    }

    @Deferred
    private List<String> findConfigFiles(ToolResult repo);

    @Deferred
    private ToolResult reportFailure(String path, String before);
}
