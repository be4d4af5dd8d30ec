public class Plan {
    public void main() {
        ToolResult repo = syscall.cloneRepo("origin/main");
        static String branch = "fix/config";
        syscall.applyTextRewrite("config.yaml", "debug=true", "debug=false");
    }
}
