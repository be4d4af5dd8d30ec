/**
 * Java reads \u0075nicode escapes before it reads tokens (JLS 3.3), in names and
 * keywords too: this is the plan javac compiles with `path` and `String`.
 */
public class Plan {
    public void main() {
        ToolResult repo = syscall.cloneRepo("origin/main");
        \u0053tring pat\u0068 = "src/Main.java";
        syscall.applyTextRewrite(path, "caf\u00e9", "cafe");
    }
}
