public class Plan {
    public void main() {
        ToolResult repo = syscall.cloneRepo("origin/main");
        fixReadme(repo);
    }

    private void fixReadme(ToolResult repo) {
        ToolResult result = syscall.applyTextRewrite("README.md", "teh", "the");
    }

    private void fixAll() {
        rewriteEach("README.md", "CHANGELOG.md");
    }

    private void rewriteEach(String... paths) {
        for (String path : paths) {
            ToolResult result = syscall.applyTextRewrite(path, "teh", "the");
        }
    }
}
