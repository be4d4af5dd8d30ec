public class Plan {
    public void main() {
        ToolResult repo = syscall.cloneRepo("origin/main");
        ToolResult result = syscall.applyTextRewrite("README.md", "\u005cu0041", "A");
    }
}
