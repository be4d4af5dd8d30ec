public class Plan {
    public void main() {
        String branch = "origin/main", readme = "README.md";
        ToolResult repo = syscall.cloneRepo(branch);
        fixTypo(readme, "teh", "the");
    }

    private void fixTypo(String path, String wrong, String right) {
        ToolResult first = syscall.applyTextRewrite(path, wrong, right), second = syscall.applyTextRewrite(path, wrong + " ", right + " ");
    }
}
