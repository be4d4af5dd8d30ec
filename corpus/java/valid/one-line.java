public class Plan { public void main() { ToolResult repo = syscall.cloneRepo("origin/main"); helper(repo); } private void helper(ToolResult repo) { syscall.applyTextRewrite("a", "b", "c"); } }
