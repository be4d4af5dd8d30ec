public class Plan {
    public void main(String branch) {
        ToolResult repo = syscall.cloneRepo(branch);
    }
}
