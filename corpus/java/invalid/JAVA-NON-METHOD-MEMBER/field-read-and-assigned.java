public class Plan {
    private String branch = "origin/main";

    public void main() {
        branch = "origin/develop";
        ToolResult repo = syscall.cloneRepo(branch);
        fixReadme(repo);
    }

    private void fixReadme(ToolResult repo) {
        ToolResult result = syscall.applyTextRewrite("README.md", "teh", "the");
    }
}
