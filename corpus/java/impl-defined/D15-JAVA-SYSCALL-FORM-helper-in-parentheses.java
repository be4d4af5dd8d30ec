public class Plan {
    public void main() {
        ToolResult repo = (syscall).cloneRepo("origin/main");
        syscall.applyTextRewrite("angular.json", "\"aot\": false", "\"aot\": true");
    }
}
