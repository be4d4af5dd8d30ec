public class Plan {
    public void main() {
        syscall.cloneRepo("origin/main");
    }
}
/* the plan ends here
