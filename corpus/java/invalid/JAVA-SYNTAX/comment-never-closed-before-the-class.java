/* Plan: clone the repository
public class Plan {
    public void main() {
        syscall.cloneRepo("origin/main");
    }
}
