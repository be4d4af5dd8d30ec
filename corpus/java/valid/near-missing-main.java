public class Plan {
    @Deferred
    private String mainBranch();

    @Deferred
    private List<String> findConfigFiles(ToolResult repo);

    public void main() {
        ToolResult repo = syscall.cloneRepo(mainBranch());
        List<String> paths = findConfigFiles(repo);
        for (String path : paths) {
            syscall.applyTextRewrite(path, "debug=true", "debug=false");
        }
    }
}
