public class Plan {
    public void main() {
        String mode = releaseMode();
        String branch = switch (mode) {
            case "dev" -> "origin/dev";
            default -> "origin/main";
        };
        ToolResult repo = syscall.cloneRepo(branch);
        rewriteConfigs(repo);
    }

    @Deferred
    private String releaseMode();

    @Deferred
    private ToolResult rewriteConfigs(ToolResult repo);
}
