public class Plan {
    public void main() {
        String[] refs = new String[] {"origin/main", "origin/release"};
        for (String ref : refs) {
            ToolResult repo = syscall.cloneRepo(ref);
        }
    }
}
