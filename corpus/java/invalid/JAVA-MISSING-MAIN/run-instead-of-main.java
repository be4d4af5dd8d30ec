public class Plan {
    public void run() {
        ToolResult repo = syscall.cloneRepo("origin/main");
    }
}
