public class Plan {
    @Deferred
    public void main() {
        ToolResult repo = syscall.cloneRepo("origin/main");
        fixReadme(repo);
    }

    @Deferred
    private void fixReadme(ToolResult repo);
}
