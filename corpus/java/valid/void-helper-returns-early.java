public class Plan {
    public void main() {
        check("origin/main", true);
    }

    private void fixReadme(ToolResult repo) {
        ToolResult result = syscall.applyTextRewrite("README.md", "teh", "the");
    }

    private void check(String branch, Bool quick) {
        if (quick) {
            return;
        }
        ToolResult repo = syscall.cloneRepo(branch);
    }
}
