public class Plan {
    public void main() {
        ToolResult repo = syscall.cloneRepo("origin/main");
        for (List<String> group : groupConfigFiles(repo)) {
            for (String path : group) {
                syscall.applyTextRewrite(path, "debug=true", "debug=false");
            }
        }
    }

    @Deferred
    private List<List<String>> groupConfigFiles(ToolResult repo);
}
