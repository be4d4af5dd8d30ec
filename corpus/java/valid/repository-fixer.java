/**
 * Clones the repository, finds the files with typos and fixes each of them.
 */
public class Plan {
    public void main() {
        ToolResult repo = syscall.cloneRepo("origin/main");
        List<String> files = filesWithTypos(repo);
        Int fixed = fixFiles(files);
        if (fixed > 0) {
            report("fixed " + fixed + " files");
        } else {
            report("nothing to fix");
        }
    }

    @Deferred
    private List<String> filesWithTypos(ToolResult repo);

    private Int fixFiles(List<String> files) {
        Int count = 0;
        for (String file : files) {
            Bool done = fixFile(file);
            if (done) {
                count = count + 1;
            }
        }
        return count;
    }

    // One file: a failed rewrite is reported, not fatal.
    private Bool fixFile(String path) {
        try {
            ToolResult result = syscall.applyTextRewrite(path, "recieve", "receive");
            return true;
        } catch (ToolError e) {
            report("could not rewrite " + path);
            return false;
        }
    }

    @Deferred
    public Void report(String message);
}
