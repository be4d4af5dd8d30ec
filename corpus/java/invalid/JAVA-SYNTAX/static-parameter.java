public class Plan {
    public void main() {
        ToolResult repo = syscall.cloneRepo("origin/main");
        rewriteConfig("config.yaml");
    }

    private void rewriteConfig(static String path) {
        syscall.applyTextRewrite(path, "debug=true", "debug=false");
    }
}
