public class Plan {
    public void main() {
        ToolResult repo = cloneRepo("origin/main");
        List<String> paths = findConfigFiles(repo);
        for (String path : paths) {
            syscall.applyTextRewrite(path, "debug=true", "debug=false");
        }
    }

    private ToolResult cloneRepo(String branch) {
        ToolResult repo = syscall.cloneRepo(branch);
        return repo;
    }

    @Deferred
    private List<String> findConfigFiles(ToolResult repo);
}
