public class Plan {
    public void main() {
        ToolResult repo = syscall.cloneRepo("origin/main");
        String kind = getClassName(repo);
        invokeRewrite(kind);
    }

    @Deferred
    private String getClassName(ToolResult repo);

    @Deferred
    private ToolResult invokeRewrite(String kind);
}
