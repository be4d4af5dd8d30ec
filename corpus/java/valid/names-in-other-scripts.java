public class Plan {
    public void main() {
        String 設定ファイル = "config/app.yml";
        String 경로 = "docs/guide.md";
        String נתיב = "README.md";
        ToolResult repo = syscall.cloneRepo("origin/main");
        syscall.applyTextRewrite(設定ファイル, "lang: en", "lang: ja");
        syscall.applyTextRewrite(경로, "v1", "v2");
        syscall.applyTextRewrite(נתיב, "old", "new");
    }
}
