// What the front end reads without its rules' layers reads as the layers read it: the
// commonest expressions (names, calls, `.name` and `.name(…)` suffixes, strings, numbers,
// true, false, null and the binary operators between them; plain_expression.hpp),
// declarations (`Type name = value;`; plain_local_var.hpp), parameter lists
// (`(Type name, …)`; plain_params.hpp) and methods (plain_method.hpp). The shortcuts give up at
// trivia, so the same text with a comment in place of blanks of the same length is read
// through the layers: both must give the same tree, the same positions of every node
// (types and declared names included), and the same error or limit.
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include <algorithm>
#include <string>
#include <utility>
#include <vector>

#include "parsers/java/parser.hpp"
#include "parsers/java/printer.hpp"
#include "tests/java/reading.hpp"

namespace conform::java {
namespace plain_expression_test {

using reading::read;
using reading::Reading;

// An expression of the shapes the shortcut reads, written with separators marked '\x01'
// (each becomes blanks, or in one place a comment), and now and then a token it does not
// read, or a broken one, at a separator. (Not `instanceof T`: its type is kept as
// written, a comment in it included.)
class Writer {
 public:
  // `Type name`, now and then in another form.
  std::string parameter() {
    return *rc::gen::weightedElement<std::string>({{8, ""}, {1, "final\x01"}, {1, "@A\x01"}}) + type(0) +
           *rc::gen::weightedElement<std::string>({{8, ""}, {1, "..."}}) + sep() + name() +
           *rc::gen::weightedElement<std::string>({{8, ""}, {1, "[]"}});
  }

  // `Type name = value` (the frame adds the ';'), now and then in another form.
  std::string declaration() {
    std::string out = type(0) + sep() + name();
    if (*rc::gen::weightedElement<int>({{1, 0}, {4, 1}}))
      out += sep() + "=" + sep() +
             (*rc::gen::weightedElement<int>({{5, 0}, {1, 1}})
                  ? expression(*rc::gen::inRange(0, 3))
                  : *rc::gen::element<std::string>("a ? b : c", "new X()", "(y)", "-1", "x = y", "{1}", "", "= y"));
    return out;
  }

  std::string expression(int depth) {
    std::string out = postfix(depth);
    const int operators = *rc::gen::weightedElement<int>({{6, 0}, {3, 1}, {1, 2}});
    for (int i = 0; i < operators; ++i)
      out += sep() + *rc::gen::element<std::string>("+", "-", "*", "%", "<", ">", "&", "|", "^", "==", "!=", "<=", ">=",
                                                    "&&", "||") +
             sep() + postfix(depth);
    return out;
  }

 private:
  std::string sep() {
    std::string s = "\x01";
    if (*rc::gen::weightedElement<int>({{12, 0}, {1, 1}}))
      s += *rc::gen::element<std::string>("(", ")", ",", ".", "..", "?", "<", ">", "[", "]", "@A", "java.util.", "++", "--", "->", "?", ":", "[0]", "::y", "= 1", "'c'",
                                          "\"a\\n\"", "<<", ">>=", "this", "new X()", "1.",
                                          "!", "~", "/ 2 ");
    return s;
  }

  std::string postfix(int depth) {
    std::string out = operand(depth);
    const int suffixes = *rc::gen::weightedElement<int>({{5, 0}, {4, 1}, {1, 3}});
    for (int i = 0; i < suffixes; ++i) {
      out += sep() + "." + sep() + name();
      if (*rc::gen::arbitrary<bool>()) out += sep() + arguments(depth);
    }
    return out;
  }

  std::string operand(int depth) {
    switch (*rc::gen::inRange(0, depth > 0 ? 5 : 4)) {
      case 0:
        return name();
      case 1:
        return *rc::gen::element<std::string>("\"a b\"", "\"\"", "\"x/y\"", "\"é\"", "\"\\q\"", "\"say \\\"hi\\\"\"");
      case 2:
        return *rc::gen::element<std::string>("1", "42", "0x1F", "10L", "1.5", "1e+5", "2E-3", "1_000", "1.e3", "1e", "1.", "09", ".5");
      case 3:
        return *rc::gen::element<std::string>("true", "false", "null", "trueish", "nullable", "super", "new");
      default:
        return name() + sep() + arguments(depth);
    }
  }

  std::string arguments(int depth) {
    const int count = *rc::gen::inRange(0, 4);
    std::string out = "(";
    for (int i = 0; i < count; ++i) out += (i ? sep() + "," : std::string()) + sep() + expression(depth - 1);
    return out + sep() + ")";
  }

 public:
  std::string type(int depth) {
    std::string out = *rc::gen::element<std::string>("String", "List", "Map", "ToolResult", "Int", "var", "résumé", "int",
                                                     "boolean", "sealed", "final", "record", "yield", "a");
    if (depth < 3 && *rc::gen::weightedElement<int>({{3, 0}, {1, 1}})) {
      const int count = *rc::gen::inRange(0, 3);
      out += sep() + "<";
      for (int i = 0; i < count; ++i) out += (i ? sep() + "," : std::string()) + sep() + type(depth + 1);
      out += sep() + ">";
    }
    const int dims = *rc::gen::weightedElement<int>({{5, 0}, {2, 1}, {1, 2}});
    // Not a comment between or in the brackets: `String[][]::new` keeps them as written.
    for (int i = 0; i < dims; ++i) out += (i ? "\x02" : sep()) + "[" + "\x02" + "]";
    return out;
  }

 private:
  static std::string name() {
    return *rc::gen::element<std::string>("x", "value2", "_a", "$b", "syscall", "label", "résumé", "µs", "var", "record",
                                          "yield", "cloneRepo", "isOk");
  }
};

// Each separator as blanks; the one at `comment` (if any) as a comment of the same length.
// A '\x02' is blanks that are never a comment.
std::string lay_out(const std::string& marked, const std::vector<std::string>& blanks, std::size_t comment) {
  std::string out;
  std::size_t at = 0;
  for (char c : marked) {
    if (c == '\x02') {
      out += blanks[at % blanks.size()];
      continue;
    }
    if (c != '\x01') {
      out += c;
      continue;
    }
    const std::string& b = blanks[at];
    out += at == comment ? (b[0] == '\n' ? std::string("//\n ") : std::string("/**/")) : b;
    ++at;
  }
  return out;
}

std::string in_main(const std::string& statements) {
  return "public class Plan {\n  public void main() {\n" + statements + "\n  }\n}\n";
}

// `whole` (marked), laid out twice (blanks; a comment in one place) and put in a plan by
// `wrap`, reads the same both ways, at the depth limit too.
void reads_alike(const std::string& whole, std::string (*wrap)(const std::string&) = in_main) {
  const std::size_t separators = static_cast<std::size_t>(std::count(whole.begin(), whole.end(), '\x01'));
  std::vector<std::string> blanks;
  for (std::size_t i = 0; i < separators; ++i)
    blanks.push_back(*rc::gen::weightedElement<std::string>({{6, ""}, {4, " "}, {2, "    "}, {1, "\n   "}, {1, "\n\t\f "}}));
  // One separator of four blanks, made a comment in the second text.
  const std::size_t comment = *rc::gen::inRange<std::size_t>(0, separators);
  if (blanks[comment].size() != 4) blanks[comment] = "    ";
  const std::string plain = lay_out(whole, blanks, separators);
  const std::string commented = lay_out(whole, blanks, comment);
  const Limits limits{.max_depth = *rc::gen::weightedElement<std::size_t>({{3, 128}, {1, *rc::gen::inRange<std::size_t>(1, 24)}})};
  const std::string wrapped_plain = wrap(plain);
  const std::string wrapped_commented = wrap(commented);
  RC_LOG() << wrapped_plain << "\n" << wrapped_commented << "\nmax_depth " << limits.max_depth;
  const Reading a = read(wrapped_plain, limits);
  const Reading b = read(wrapped_commented, limits);
  RC_ASSERT(a.unit.has_value() == b.unit.has_value());
  if (a.unit) RC_ASSERT(*a.unit == *b.unit);
  RC_ASSERT(a.positions == b.positions);
  RC_ASSERT(a.error_at == b.error_at);
  RC_ASSERT(a.error == b.error);
  RC_ASSERT(a.limit_at == b.limit_at);
}

RC_GTEST_PROP(JavaPlainExpression, ReadsAsTheLayersRead, ()) {
  Writer writer;
  const std::string marked = writer.expression(*rc::gen::inRange(0, 4));
  const auto [frame, close] = *rc::gen::element(
      std::pair<std::string, std::string>("    use(f(\x01", "\x01));"), std::pair<std::string, std::string>("    String v =\x01", "\x01;"),
      std::pair<std::string, std::string>("    ", "\x01;"), std::pair<std::string, std::string>("    x =\x01", "\x01;"),
      std::pair<std::string, std::string>("    if (\x01", "\x01) { }"), std::pair<std::string, std::string>("    return\x01", "\x01;"),
      std::pair<std::string, std::string>("    String[] a = {\x01", "\x01};"));
  reads_alike(frame + marked + close);
}

RC_GTEST_PROP(JavaPlainLocalVar, ReadsAsTheLayersRead, ()) {
  Writer writer;
  const std::string declaration = writer.declaration();
  // Alone, after another statement, or in a block.
  const auto [frame, close] = *rc::gen::element(std::pair<std::string, std::string>("    ", "\x01;"),
                                                std::pair<std::string, std::string>("    f();\x01", "\x01;\x01g();"),
                                                std::pair<std::string, std::string>("    {\x01", "\x01;\x01}"));
  reads_alike(frame + declaration + close);
}

std::string in_a_method_head(const std::string& params) {
  return "public class Plan {\n  public void main() {\n  }\n  private void helper" + params + " {\n  }\n}\n";
}

RC_GTEST_PROP(JavaPlainParams, ReadsAsTheLayersRead, ()) {
  Writer writer;
  const int count = *rc::gen::inRange(0, 4);
  std::string params = "\x01(";
  for (int i = 0; i < count; ++i) params += (i ? "\x01," : "") + std::string("\x01") + writer.parameter();
  reads_alike(params + "\x01)", in_a_method_head);
}

std::string in_plan(const std::string& members) { return "public class Plan {\n" + members + "\n}\n"; }

RC_GTEST_PROP(JavaPlainMethod, ReadsAsTheLayersRead, ()) {
  Writer writer;
  std::string member = "  ";
  const int modifiers = *rc::gen::inRange(0, 3);
  for (int i = 0; i < modifiers; ++i)
    member += *rc::gen::element<std::string>("public", "private", "static", "final", "abstract", "sealed", "default",
                                             "@Deferred", "@\x01" "Deferred", "@A(1)", "@A\x01()", "@java.lang.Deprecated",
                                             "@interface", "@public", "@", "<T>") +
              "\x01";
  const int count = *rc::gen::inRange(0, 3);
  std::string params = "(";
  for (int i = 0; i < count; ++i) params += (i ? "\x01," : "") + std::string("\x01") + writer.parameter();
  member += *rc::gen::weightedElement<std::string>({{8, ""}, {1, "record\x01"}, {1, "class\x01"}}) + writer.type(0) +
            "\x01" + *rc::gen::element<std::string>("main", "helper", "record", "Plan") + "\x01" + params + "\x01)\x01" +
            *rc::gen::weightedElement<std::string>({{3, "{ }"}, {2, ";"}, {3, "{\x01" "f();\x01}"}, {1, "[] { }"},
                                                    {1, "throws X { }"}, {1, "= 1;"}, {1, ""}});
  reads_alike(member + "\n  public void main() {\n  }", in_plan);
}

// The shapes it reads, printed back as read.
TEST(JavaPlainExpression, ReadsCallsSuffixesLiteralsAndOperators) {
  const auto parsed = parse(
      "public class Plan {\n  public void main() {\n"
      "    use(syscall.applyTextRewrite(path, \"a\", \"b\"), helper(1, 2.5, true).size(), a . b . c(d)\n.e, x + y * 3 == z && !done,"
      " null, repo.value(), \"x\" + name + \"/\" + 42L);\n"
      "  }\n}\n");
  ASSERT_TRUE(parsed.unit.has_value());
  PrintStyle style;
  style.one_line = true;
  const std::string printed = print(*parsed.unit, style);
  EXPECT_NE(printed.find("use(syscall.applyTextRewrite(path, \"a\", \"b\"), helper(1, 2.5, true).size(), a.b.c(d).e, "
                         "x + y * 3 == z && !done, null, repo.value(), \"x\" + name + \"/\" + 42L)"),
            std::string::npos)
      << printed;
}

}  // namespace plain_expression_test
}  // namespace conform::java
