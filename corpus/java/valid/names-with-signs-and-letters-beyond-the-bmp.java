public class Plan {
    public void main() {
        String µsBudget = "250";
        String €price = "19.99";
        String 𝒳config = "config/app.yml";
        ToolResult repo = syscall.cloneRepo("origin/main");
        syscall.applyTextRewrite(𝒳config, "timeout_us: 100", "timeout_us: " + µsBudget);
        syscall.applyTextRewrite("PRICING.md", "price: 0", "price: " + €price);
    }
}
