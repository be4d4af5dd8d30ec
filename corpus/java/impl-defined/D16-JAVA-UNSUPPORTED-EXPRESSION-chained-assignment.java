public class Plan {
    public void main() {
        ToolResult repo = syscall.cloneRepo("origin/main");
        fixReadme(repo);
    }

    private void fixReadme(ToolResult repo) {
        String before = "teh";
        String after = "the";
        before = after = "recieve";
        ToolResult result = syscall.applyTextRewrite("README.md", before, after);
    }
}
