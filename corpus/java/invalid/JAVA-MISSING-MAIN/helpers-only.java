public class Plan {
    private void fixReadme() {
        ToolResult repo = syscall.cloneRepo("origin/main");
    }
}
