public class Plan {
    public void main() {
        ToolResult repo = syscall.cloneRepo("origin/main");
        List<String> sources = findSources(repo);
        for (String source : sources) {
            syscall.applyTextRewrite(source, "paths.forEach(p -> run(p));", "paths.forEach(Runner::run);");
        }
        Map<String, List<String>> owners = ownersByFile(sources);
        notifyOwners(owners);
    }

    @Deferred
    private List<String> findSources(ToolResult repo);

    @Deferred
    private Map<String, List<String>> ownersByFile(List<String> sources);

    @Deferred
    private ToolResult notifyOwners(Map<String, List<String>> owners);
}
