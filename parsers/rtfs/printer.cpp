#include "parsers/rtfs/printer.hpp"

namespace conform::rtfs {
namespace {

using ast::Kind;
using ast::Node;

char opener(Kind k) { return k == Kind::list ? '(' : k == Kind::vector ? '[' : '{'; }
char closer(Kind k) { return k == Kind::list ? ')' : k == Kind::vector ? ']' : '}'; }

class Printer {
 public:
  explicit Printer(const PrintStyle& style) : style_(style) {}

  std::string flat(const Node& n) const {
    if (n.is_atom()) return atom(n);
    std::string out(1, opener(n.kind));
    for (std::size_t i = 0; i < n.items.size(); ++i) {
      if (i > 0) out += separator(n, i);
      out += flat(n.items[i]);
    }
    return out + closer(n.kind);
  }

  // `n` printed starting at column `col`.
  std::string laid_out(const Node& n, int col) const {
    std::string one = flat(n);
    if (n.is_atom() || style_.one_line || static_cast<int>(one.size()) + col <= style_.width) return one;
    const int inner = n.is(Kind::list) ? col + style_.indent : col + 1;
    std::string indent(static_cast<std::size_t>(inner) + 1, ' ');
    indent.front() = '\n';
    // On the opening line: a list's head and, for plan keywords / step names, nothing
    // more; pairs (maps, vectors of bindings, plan keyword arguments) share a line.
    const bool pairs = n.is(Kind::map) || n.is(Kind::vector) || n.is_form("plan");
    std::size_t first_line = 1;
    if (n.is(Kind::list) && n.items.size() > 1 && !n.is_form("plan") && !n.is_form("do") &&
        n.items[1].is_atom())
      first_line = 2;  // (step "Name", (call :id, (match x, (if flag
    std::string out(1, opener(n.kind));
    int at = col + 1;
    for (std::size_t i = 0; i < first_line && i < n.items.size(); ++i) {
      if (i > 0) {
        out += ' ';
        ++at;
      }
      std::string piece = laid_out(n.items[i], at);
      at += static_cast<int>(piece.size());
      out += piece;
    }
    const std::size_t pair_base = n.is_form("plan") ? 1 : 0;
    for (std::size_t i = first_line; i < n.items.size(); ++i) {
      const bool second_of_pair = pairs && i > pair_base && (i - pair_base) % 2 == 1 && n.items[i - 1].is_atom();
      if (second_of_pair) {
        out += ' ';
        out += laid_out(n.items[i], inner + static_cast<int>(flat(n.items[i - 1]).size()) + 1);
      } else {
        if (n.is(Kind::map) && style_.map_commas && i % 2 == 0) out += ',';
        out += indent;
        out += laid_out(n.items[i], inner);
      }
    }
    return out + closer(n.kind);
  }

 private:
  std::string separator(const Node& n, std::size_t i) const {
    return (n.is(Kind::map) && style_.map_commas && i % 2 == 0) ? ", " : " ";
  }

  static std::string atom(const Node& n) {
    switch (n.kind) {
      case Kind::keyword: return ":" + n.text;
      case Kind::string: return quote(n.text);
      default: return n.text.str();
    }
  }

  const PrintStyle& style_;
};

}  // namespace

std::string quote(std::string_view value) {
  std::string out = "\"";
  for (char c : value) {
    switch (c) {
      case '"': out += "\\\""; break;
      case '\\': out += "\\\\"; break;
      case '\n': out += "\\n"; break;
      case '\t': out += "\\t"; break;
      case '\r': out += "\\r"; break;
      default: out += c;
    }
  }
  return out + "\"";
}

std::string print(const ast::Node& node, const PrintStyle& style) {
  std::string out = Printer(style).laid_out(node, 0);
  if (style.final_newline) out += '\n';
  return out;
}

}  // namespace conform::rtfs
