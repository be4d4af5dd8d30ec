public class Plan {
    public void main() {
        ToolResult repo = syscall.cloneRepo("release");
        Map<String, String> renames = plannedRenames(repo);
        Map<String, List<String>> owners = ownersByFile(renames);
        applyRenames(renames, owners);
    }

    @Deferred
    private Map<String, String> plannedRenames(ToolResult repo);

    @Deferred
    private Map<String, List<String>> ownersByFile(Map<String, String> renames);

    @Deferred
    public void applyRenames(Map<String, String> renames, Map<String, List<String>> owners) {
        String note = "renames are applied by the runtime";
    }
}
