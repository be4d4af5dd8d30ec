public class Plan {
    public void main() {
        record Rewrite(String before, String after) {
        }
        syscall.applyTextRewrite("README.md", "teh", "the");
    }
}
