public class Plan {
    public void main() {
        for (String path : new String[] {"README.md", "CHANGELOG.md"})
            ToolResult result = syscall.applyTextRewrite(path, "teh", "the");
    }
}
