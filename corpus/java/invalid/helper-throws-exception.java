public class Plan {
    public void main() {
        ToolResult repo = fetchRepository("origin/main");
        syscall.applyTextRewrite("README.md", "teh", "the");
    }

    private ToolResult fetchRepository(String ref) throws Exception {
        return syscall.cloneRepo(ref);
    }
}
