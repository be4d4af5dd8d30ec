public class Outer {
    public static class Plan {
        public void main() {
            ToolResult repo = syscall.cloneRepo("origin/main");
            fix(repo);
        }

        @Deferred
        private void fix(ToolResult repo);
    }
}
