public class Plan {
    public void main() {
        ToolResult repo = syscall.cloneRepo("origin/main");
        List<String> paths = findConfigFiles(repo);
        for (String path : paths) {
            String normalized = toLowerCase(path);
            syscall.applyTextRewrite(normalized, "debug=true", "debug=false");
        }
    }

    @Deferred
    private List<String> findConfigFiles(ToolResult repo);

    @Deferred
    private String toLowerCase(String path);
}
