public class Plan {
    public void main() {
        ToolResult repo = syscall.cloneRepo("origin/main");
        fixReadme(repo, "typo");
    }

    private void fixReadme(ToolResult repo, String kind) {
        String before = switch (kind) {
            case "typo" -> "teh";
            default -> "recieve";
        };
        ToolResult result = syscall.applyTextRewrite("README.md", before, "the");
    }
}
