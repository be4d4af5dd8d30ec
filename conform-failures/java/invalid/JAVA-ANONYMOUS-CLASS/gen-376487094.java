public class Plan {
    public void main() {
    }
    private void brokenStep(String name, Bool flag) {
        useText(new Object() {
            });
    }
}
