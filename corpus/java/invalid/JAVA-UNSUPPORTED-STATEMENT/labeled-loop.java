public class Plan {
    public void main() {
        List<String> paths = listDocs();
        docs:
        for (String path : paths) {
            syscall.applyTextRewrite(path, "teh", "the");
        }
    }

    @Deferred
    private List<String> listDocs();
}
