public class Plan {
    public void main() {
        ToolResult repo = syscall.cloneRepo("origin/main");
        fixReadme(repo);
    }

    @Defered
    private void fixReadme(ToolResult repo);
}
