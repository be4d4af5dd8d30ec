public class Plan {
    public void main() {
        ToolResult repo = syscall.cloneRepo("origin/main");
        fixAll(new String[] {"README.md", "CHANGELOG.md"});
    }

    private void fixReadme(ToolResult repo) {
        ToolResult result = syscall.applyTextRewrite("README.md", "teh", "the");
    }

    private void fixAll(List<String> paths) {
        for (String path : paths) {
            syscall.applyTextRewrite(path, "teh", "the");
        }
    }
}
