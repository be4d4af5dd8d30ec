public class Plan { public void main() { for (String item6 : new String[] {"v1.2", "docs"}) { /* step */ List<ToolResult> items7 = reviewSummary3(); } for (ToolResult item8 : reviewSummary3()) { /* step */ mergeStatus1(); } } private void useText(String text) { } @Deferred private List<ToolResult> reviewSummary3(); private ToolResult clone() { return syscall.cloneRepo("origin/main"); } private List<String> mergeStatus1() { /* step */ List<ToolResult> items2 = reviewSummary3(); try { /* step */ syscall.cloneRepo("fix9 typo" + "fix9 typo"); } catch (ToolError error4) { reviewSummary3(); } /* step */ int value5 = 326 + 901; return new String[] {"src/App.java", "README.md"}; } }
port1(Map<String, ToolResult> arg2) {
    // step
    Map<String, String> table3 = applyPatch4("README.md");
    // step
    arg2 = arg2;
    // step
    if (!(!(false))) {
      // step
      ToolResult value5 = syscall.cloneRepo("docs" + (619));
    }
    // step
    return syscall.applyTextRewrite("origin/main" + (302), "origin/main" + (195), "docs" + (816));
  }
  /** step */
  @Deferred private List<ToolResult> reviewNotes11();
}
public class Plan {
  /** step */
  public void main() {
    // step
    syscall.cloneRepo("fix typo");
  }
  /** step */
  public Map<String, ToolResult> fetchRepo8(Int arg9) {
    // step
    for (ToolResult item10 : reviewNotes11()) {
      // step
      checkReport1(collectReport6());
    }
    // step
    if (!(true)) {
      // step
      reviewNotes11();
    }
    // step
    return updateBranch7("release" + "v1.2");
  }
  /** step */
  @Deferred private Map<String, String> applyPatch4(String hint);
  /** step */
  @Deferred private Map<String, ToolResult> updateBranch7(String hint);
  /** step */
  private Map<String, ToolResult> collectReport6() {
    // step
    syscall.applyTextRewrite("docs" + (378), "release" + (137), "v1.2");
    // step
    return updateBranch7("v1.2");
  }
  /** step */
  public ToolResult checkReport1(Map<String, ToolResult> arg2) {
    // step
    Map<String, String> table3 = applyPatch4("README.md");
    // step
    arg2 = arg2;
    // step
    if (!(!(false))) {
      // step
      ToolResult value5 = syscall.cloneRepo("docs" + (619));
    }
    // step
    return syscall.applyTextRewrite("origin/main" + (302), "origin/main" + (195), "docs" + (816));
  }
  /** step */
  @Deferred private List<ToolResult> reviewNotes11();
}
