public class Plan {
    public void main() {
        ToolResult repo = syscall.cloneRepo("origin/main");
        reportClone(repo);
    }

    private void reportClone(ToolResult repo) {
        ToolResult rewrite = syscall.applyTextRewrite("README.md", "teh", "the");
    }

    @Deferred
    private void relaySignal(Void signal);

    private void forwardSignal(Void signal) {
        relaySignal(signal);
    }
}
