public class Plan {
    public void main() {
        helper("a");
    };

    private void helper(String s) {
        syscall.cloneRepo(s);
    };
};
