import java.util
    .List;

public class Plan {
    public void main() {
        ToolResult repo = syscall.cloneRepo("origin/main");
        List<String> files = listTemplates(repo);
        for (String file : files) {
            syscall.applyTextRewrite(file, "{% raw %}", "{% verbatim %}");
        }
    }

    @Deferred
    private List<String> listTemplates(ToolResult repo);
}
