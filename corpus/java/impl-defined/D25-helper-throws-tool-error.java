public class Plan {
    public void main() {
        try {
            ToolResult repo = fetchRepository("origin/main");
        } catch (ToolError e) {
            syscall.applyTextRewrite("FAILED.md", "", "clone failed");
        }
    }

    private ToolResult fetchRepository(String ref) throws ToolError {
        return syscall.cloneRepo(ref);
    }
}
