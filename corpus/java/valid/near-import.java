public class Plan {
    public void main() {
        ToolResult repo = syscall.cloneRepo("origin/main");
        List<String> sources = findSources(repo);
        for (String source : sources) {
            importLegacyConfig(source);
        }
    }

    @Deferred
    private List<String> findSources(ToolResult repo);

    private ToolResult importLegacyConfig(String source) {
        syscall.applyTextRewrite(source, "import java.util.Vector;", "import java.util.List;");
        ToolResult status = checkSource(source);
        return status;
    }

    @Deferred
    private ToolResult checkSource(String source);
}
