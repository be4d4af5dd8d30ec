public class Plan {
    public void main() {
        String quotes = """
            She wrote \""" and left.
            """;
        syscall.applyTextRewrite("notes.md", "TODO", quotes);
    }
}
