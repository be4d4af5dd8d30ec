public class Plan {
    public void main() {
        rewriteConfig("config.yaml");
    }

    private void rewriteConfig(final String path) {
        path = "settings/" + path;
        syscall.applyTextRewrite(path, "debug=true", "debug=false");
    }
}
