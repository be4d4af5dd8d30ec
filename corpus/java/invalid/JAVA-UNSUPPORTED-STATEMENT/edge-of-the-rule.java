public class Plan {
    public void main() {
        ToolResult repo = syscall.cloneRepo("origin/main");
        List<String> paths = findConfigFiles(repo);
        for (String path : paths) {
            rewriteConfig(path);
            Bool last = isLastConfig(path);
            if (last) {
                break;
            }
        }
    }

    @Deferred
    private List<String> findConfigFiles(ToolResult repo);

    @Deferred
    private Bool isLastConfig(String path);

    private ToolResult rewriteConfig(String path) {
        syscall.applyTextRewrite(path, "debug=true", "debug=false");
        ToolResult status = checkConfig(path);
        return status;
    }

    @Deferred
    private ToolResult checkConfig(String path);
}
