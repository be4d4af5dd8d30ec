public class Plan {
    public void main() {
        ToolResult repo = syscall.cloneRepo("origin/main");
        Bool ready = isReady(repo);
        if (ready && !skipped()) {
            for (String path : new String[] {"a.txt", "b.txt"}) {
                rewrite(path);
            }
        }
    }

    private Bool isReady(ToolResult repo) {
        Int attempts = 3;
        return attempts >= 1 && attempts != 7;
    }

    private Bool skipped() {
        return false;
    }

    private void rewrite(String path) {
        try {
            syscall.applyTextRewrite(path, "old", "new");
        } catch (ToolError failure) {
            String message = "failed: " + path;
        }
    }
}
