public class Plan {
    public void main() {
        try {
            ToolResult repo = syscall.cloneRepo("origin/main");
        } catch (ToolError syscall) {
            syscall.applyTextRewrite("config.yaml", "debug=true", "debug=false");
        }
    }
}
