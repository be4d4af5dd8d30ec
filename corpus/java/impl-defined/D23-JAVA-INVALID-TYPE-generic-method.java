public class Plan {
    public void main() {
        List<String> paths = firstFew(listDocs());
        for (String path : paths) {
            syscall.applyTextRewrite(path, "teh", "the");
        }
    }

    @Deferred
    private List<String> listDocs();

    @Deferred
    private <T> List<T> firstFew(List<T> items);
}
