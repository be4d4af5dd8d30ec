public class Plan {
    record Rewrite(String before, String after) {}

    public void main() {
        ToolResult repo = syscall.cloneRepo("origin/main");
        syscall.applyTextRewrite("README.md", "teh", "the");
    }
}
