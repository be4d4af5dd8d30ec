public class Plan {
    public void main() {
        ToolResult repo = syscall.cloneRepo("origin/main");
        List<String> sources = findSources(repo);
        for (String source : sources) {
            updatePackageName(source);
        }
    }

    @Deferred
    private List<String> findSources(ToolResult repo);

    private ToolResult updatePackageName(String source) {
        syscall.applyTextRewrite(source, "package com.acme.old;", "package com.acme.core;");
        ToolResult status = checkSource(source);
        return status;
    }

    @Deferred
    private ToolResult checkSource(String source);
}
