public class Plan {
    public void main() {
        ToolResult repo = syscall.cloneRepo("origin/main");
        List<String> sources = findLegacySources(repo);
        for (String source : sources) {
            syscall.applyTextRewrite(source, "class Legacy {", "final class Legacy {");
        }
    }

    @Deferred
    private List<String> findLegacySources(ToolResult repo);
}
