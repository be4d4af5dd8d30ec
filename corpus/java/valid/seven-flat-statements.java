public class Plan {
    public void main() {
        ToolResult repo = syscall.cloneRepo("origin/main");
        fixReadme(repo);
    }

    private void fixReadme(ToolResult repo) {
        ToolResult result = syscall.applyTextRewrite("README.md", "teh", "the");
    }

    private void step(String path, Bool flag) {
        String part0 = "p0";
        String part1 = "p1";
        String part2 = "p2";
        String part3 = "p3";
        String part4 = "p4";
        String part5 = "p5";
        String part6 = "p6";
    }
    private void useText(String text) {
    }
}
