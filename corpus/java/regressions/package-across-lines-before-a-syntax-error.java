package
    com.acme
    .plans;

public class Plan {
    public void main() {
        ToolResult repo = syscall.cloneRepo("origin/main");
        List<String> files = listScripts(repo);
if        for (String file : files) {
            syscall.applyTextRewrite(file, "#!/bin/sh", "#!/usr/bin/env bash");
        }
    }

    @Deferred
    private List<String> listScripts(ToolResult repo);
}
