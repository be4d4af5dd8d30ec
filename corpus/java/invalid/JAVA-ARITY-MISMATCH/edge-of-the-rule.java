public class Plan {
    public void main() {
        ToolResult repo = syscall.cloneRepo("origin/main");
        List<String> paths = findConfigFiles(repo);
        for (String path : paths) {
            rewriteConfig(path, "debug=true");
        }
    }

    @Deferred
    private List<String> findConfigFiles(ToolResult repo);

    private void rewriteConfig(String path, String before, String after) {
        ToolResult result = syscall.applyTextRewrite(path, before, after);
    }
}
