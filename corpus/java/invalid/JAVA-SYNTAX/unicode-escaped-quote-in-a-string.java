public class Plan {
    public void main() {
        ToolResult repo = syscall.cloneRepo("origin/main");
        String note = "see \u0022Setup\u0022 in the README";
        ToolResult fixed = syscall.applyTextRewrite("README.md", note, "see Setup");
    }
}
