public class Plan {
    public void main() {
        ToolResult repo = syscall.cloneRepo("origin/main");
        List<String> docs = findReadmes(repo);
        for (String doc : docs) {
            syscall.applyTextRewrite(doc, "```sh", "```bash");
        }
    }

    @Deferred
    private List<String> findReadmes(ToolResult repo);
}
