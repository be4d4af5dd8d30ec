public class Plan permits Plan {
    public void main() {
        ToolResult repo = syscall.cloneRepo("origin/main");
        syscall.applyTextRewrite("config.yaml", "debug=true", "debug=false");
    }
}
