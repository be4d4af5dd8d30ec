public class Plan {
    public void main() {
        ToolResult repo = syscall.cloneRepo("origin/main");
        String path = "README.md";
        (path) = "docs/README.md";
        ToolResult result = syscall.applyTextRewrite(path, "teh", "the");
    }
}
