public class Plan {
    public void main() {
        ToolResult repo = clone();
        syscall.applyTextRewrite("README.md", "teh", "the");
    }

    private ToolResult clone() {
        return syscall.cloneRepo("origin/main");
    }
}
