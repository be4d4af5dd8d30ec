public class Plan {
    public void main() {
        String[] files = new String[] {"README.md", "CHANGELOG.md"};
        for (String file : files) {
            ToolResult result = syscall.applyTextRewrite(file, "teh", "the");
        }
    }
}
