public class Plan {
    public void main() {
        ToolResult repo = syscall.cloneRepo("origin/main");
        Map<String, String> configs = configsByPath(repo);
        for (String path : configs) {
            syscall.applyTextRewrite(path, "debug=true", "debug=false");
        }
    }

    @Deferred
    private Map<String, String> configsByPath(ToolResult repo);
}
