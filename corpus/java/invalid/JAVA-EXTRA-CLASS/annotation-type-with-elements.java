public class Plan {
    @Deferred
    private void fixReadme(ToolResult repo);

    public void main() {
        ToolResult repo = syscall.cloneRepo("origin/main");
        fixReadme(repo);
    }
}

@interface Deferred {
    String reason() default "";
}
