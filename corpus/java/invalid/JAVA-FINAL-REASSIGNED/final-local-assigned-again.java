public class Plan {
    public void main() {
        final String branch = "fix/config";
        ToolResult repo = syscall.cloneRepo(branch);
        branch = "fix/config-retry";
        syscall.applyTextRewrite("config.yaml", "debug=true", "debug=false");
    }
}
