/** The plan. */
public class Plan {
    /* entry point */
    public void main() {
        // clone first
        ToolResult repo = syscall.cloneRepo("origin/main"); // trailing comment
        String quoted = "say \"hi\"\n\tand \\ done \u00e9";
        syscall.applyTextRewrite("notes.md", quoted, "café");
    }
}
