public class Plan {
    public void main() {
        ToolResult repo = syscall.cloneRepo("origin/main");
        String notes = readmePath("docs");
        ToolResult fixed = syscall.applyTextRewrite(notes, "teh", "the");
    }
}

private String readmePath(String folder) {
    return folder + "/README.md";
}
