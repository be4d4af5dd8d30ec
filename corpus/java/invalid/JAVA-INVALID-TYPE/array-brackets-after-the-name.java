public class Plan {
    public void main() {
        ToolResult repo = syscall.cloneRepo("origin/main");
        fixAll(new String[] {"README.md", "CHANGELOG.md"});
    }

    private void fixAll(String paths[]) {
        for (String path : paths) {
            syscall.applyTextRewrite(path, "teh", "the");
        }
    }
}
