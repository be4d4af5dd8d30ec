public class Plan {
    public main() {
        ToolResult repo = syscall.cloneRepo("origin/main");
        List<String> paths = findConfigFiles(repo);
        for (String path : paths) {
            syscall.applyTextRewrite(path, "debug=true", "debug=false");
        }
    }

    @Deferred
    private List<String> findConfigFiles(ToolResult repo);
}
