public sealed class Plan permits Helper {
    public void main() {
        syscall.cloneRepo("origin/main");
    }
}
