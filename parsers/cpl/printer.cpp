#include "parsers/cpl/printer.hpp"

#include <boost/variant/apply_visitor.hpp>

namespace conform::cpl {
namespace {

using namespace ast;

class Printer {
 public:
  explicit Printer(const PrintStyle& style) : style_(style) {}

  std::string take() { return std::move(out_); }

  void plan(const Plan& p) {
    open_line();
    out_ += "plan {";
    ++depth_;
    functions(p);
    --depth_;
    open_line();
    out_ += "}";
    if (!style_.one_line) out_ += "\n";
  }

  void functions(const Plan& p) {
    for (std::size_t i = 0; i < p.functions.size(); ++i) {
      if (i > 0 && style_.blank_line_between_functions && !style_.one_line) out_ += "\n\n";
      function(p.functions[i]);
    }
  }

  void function(const Function& f) {
    for (const auto& a : f.annotations) {
      open_line();
      out_ += "@" + a.name;
    }
    open_line();
    out_ += "function " + f.name.name + "(";
    for (std::size_t i = 0; i < f.params.size(); ++i) {
      if (i > 0) out_ += ", ";
      out_ += f.params[i].name.name;
      if (f.params[i].type) type_annotation(*f.params[i].type);
    }
    out_ += ")";
    if (f.return_type) {
      out_ += " : ";
      type(*f.return_type);
    }
    if (f.body) {
      out_ += " ";
      block(*f.body);
    } else {
      out_ += ";";
    }
  }

  void block(const Block& b) {
    out_ += "{";
    ++depth_;
    for (const auto& s : b.statements) statement(s);
    --depth_;
    open_line();
    out_ += "}";
  }

  void statement(const Statement& s) {
    ++statement_count_;
    if (style_.comment_every > 0 && statement_count_ % style_.comment_every == 0 && !style_.one_line)
      line("# " + style_.comment_text);
    open_line();
    boost::apply_visitor([this](const auto& node) { stmt(node.get()); }, s.get());
  }

  void stmt(const Let& s) {
    out_ += (s.keyword.empty() ? std::string("let") : std::string(s.keyword)) + " " + s.name.name;
    if (s.type) type_annotation(*s.type);
    out_ += " = ";
    expr(s.init);
    out_ += ";";
  }
  void stmt(const Assign& s) {
    out_ += s.target.name + " = ";
    expr(s.value);
    out_ += ";";
  }
  void stmt(const Return& s) {
    out_ += "return";
    if (s.value) {
      out_ += " ";
      expr(*s.value);
    }
    out_ += ";";
  }
  void stmt(const If& s) {
    out_ += "if (";
    expr(s.condition);
    out_ += ") ";
    block(s.then_block);
    for (const auto& e : s.else_ifs) {
      out_ += e.keyword.empty() ? " else if (" : " " + std::string(e.keyword) + " (";
      expr(e.condition);
      out_ += ") ";
      block(e.body);
    }
    if (s.else_block) {
      out_ += " else ";
      block(*s.else_block);
    }
  }
  void stmt(const For& s) {
    out_ += "for (" + s.item.name + " in ";
    expr(s.source);
    out_ += ") ";
    block(s.body);
  }
  void stmt(const Try& s) {
    out_ += "try ";
    block(s.body);
    out_ += " catch (";
    for (std::size_t i = 0; i < s.catch_words.size(); ++i)
      out_ += (i == 0 || s.catch_words[i].name == ":" ? "" : " ") + s.catch_words[i].name;
    out_ += ") ";
    block(s.handler);
  }
  void stmt(const ExprStmt& s) {
    const std::size_t at = out_.size();
    expr(s.expr);
    // A statement `--n;` reads back as the step `++n;`'s kin, not as a double negation.
    if (out_.compare(at, 2, "--") == 0) out_.insert(at + 1, " ");
    out_ += ";";
  }
  void stmt(const While& s) {
    out_ += "while (";
    expr(s.condition);
    out_ += ") ";
    block(s.body);
  }
  void stmt(const DoWhile& s) {
    out_ += "do ";
    block(s.body);
    out_ += " while (";
    expr(s.condition);
    out_ += ");";
  }
  void stmt(const Break&) { out_ += "break;"; }
  void stmt(const Continue&) { out_ += "continue;"; }
  void stmt(const Throw& s) {
    out_ += "throw ";
    expr(s.value);
    out_ += ";";
  }
  void stmt(const CompoundAssign& s) {
    out_ += s.target.name;
    if (s.value) {
      out_ += " " + s.op.text + " ";
      expr(*s.value);
    } else {
      out_ += s.op.text;
    }
    out_ += ";";
  }
  void stmt(const Switch& s) {
    out_ += "switch (";
    expr(s.subject);
    out_ += ") {";
    ++depth_;
    for (const auto& c : s.cases) {
      open_line();
      if (c.label) {
        out_ += "case ";
        expr(*c.label);
        out_ += ":";
      } else {
        out_ += "default:";
      }
      ++depth_;
      for (const auto& statement_in_case : c.body.statements) statement(statement_in_case);
      --depth_;
    }
    --depth_;
    open_line();
    out_ += "}";
  }

  void type_annotation(const TypeRef& t) {
    out_ += style_.space_before_type_colon ? " : " : ": ";
    type(t);
  }

  void type(const TypeRef& t) {
    out_ += t.name;
    if (!t.args.empty()) {
      out_ += "<";
      for (std::size_t i = 0; i < t.args.size(); ++i) {
        if (i > 0) out_ += ", ";
        type(t.args[i]);
      }
      out_ += ">";
    }
    if (!t.foreign.empty()) out_ += t.foreign.front() == '|' ? " " + t.foreign : std::string(t.foreign);
  }

  void expr(const Expr& e) {
    boost::apply_visitor([this](const auto& node) { value(unwrap(node)); }, e.get());
  }

  void args(const List<Expr>& list) {
    out_ += "(";
    comma_separated(list);
    out_ += ")";
  }
  void comma_separated(const List<Expr>& list) {
    for (std::size_t i = 0; i < list.size(); ++i) {
      if (i > 0) out_ += ", ";
      expr(list[i]);
    }
  }

  void value(const StringLit& e) { out_ += quote_string(e.value); }
  void value(const IntLit& e) { out_ += e.digits; }
  void value(const BoolLit& e) { out_ += e.value ? "true" : "false"; }
  void value(const NullLit&) { out_ += "null"; }
  void value(const FloatLit& e) { out_ += e.text; }
  void value(const VarRef& e) { out_ += e.name; }
  void value(const Call& e) {
    out_ += e.callee.name;
    args(e.args);
  }
  void value(const SyscallCall& e) {
    out_ += "syscall." + e.name.name;
    args(e.args);
  }
  void value(const ListLit& e) {
    out_ += "[";
    comma_separated(e.elements);
    out_ += "]";
  }
  void value(const MapLit& e) {
    out_ += "{";
    for (std::size_t i = 0; i < e.entries.size(); ++i) {
      if (i > 0) out_ += ", ";
      expr(e.entries[i].key);
      out_ += ": ";
      expr(e.entries[i].value);
    }
    out_ += "}";
  }
  void value(const Paren& e) {
    out_ += "(";
    expr(e.inner);
    out_ += ")";
  }
  void value(const Unary& e) {
    out_ += e.ops;
    std::size_t at = out_.size();
    expr(e.operand);
    // `-` directly before digits would read back as a negative literal.
    if (!e.ops.empty() && e.ops.back() == '-' && at < out_.size() &&
        ((out_[at] >= '0' && out_[at] <= '9') || out_[at] == '-'))
      out_.insert(out_.begin() + static_cast<std::ptrdiff_t>(at), ' ');
  }
  void value(const Chain& e) {
    expr(e.first);
    for (const auto& op : e.rest) {
      bool word = op.op == "instanceof";
      out_ += style_.spaces_around_operators || word ? " " + op.op + " " : op.op.str();
      expr(op.operand);
    }
  }
  void value(const Conditional& e) {
    expr(e.condition);
    out_ += " ? ";
    expr(e.branches.then_value);
    out_ += " : ";
    expr(e.branches.else_value);
  }
  void value(const New& e) {
    out_ += "new " + e.type;
    args(e.args);
  }
  void value(const Postfix& e) {
    expr(e.base);
    for (const auto& s : e.suffixes) {
      switch (s.kind) {
        case Suffix::Kind::member: out_ += "." + s.name; break;
        case Suffix::Kind::method_call:
          out_ += "." + s.name;
          args(s.args);
          break;
        case Suffix::Kind::index:
          out_ += "[";
          comma_separated(s.args);
          out_ += "]";
          break;
      }
    }
  }

 private:
  void open_line() {
    if (out_.empty() || out_.back() == '\n') {
      indent();
      return;
    }
    if (style_.one_line) {
      out_ += " ";
      return;
    }
    out_ += "\n";
    indent();
  }
  void indent() {
    if (!style_.one_line)
      for (int i = 0; i < depth_; ++i) out_ += style_.indent;
  }
  void line(const std::string& text) {
    open_line();
    out_ += text;
  }

  const PrintStyle& style_;
  std::string out_;
  int depth_ = 0;
  unsigned statement_count_ = 0;
};

}  // namespace

std::string quote_string(std::string_view value) {
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

std::string print(const Plan& plan, const PrintStyle& style) {
  Printer p(style);
  p.plan(plan);
  return p.take();
}

std::string print_without_block(const Plan& plan, const PrintStyle& style) {
  Printer p(style);
  p.functions(plan);
  std::string out = p.take();
  if (!style.one_line) out += "\n";
  return out;
}

std::string print(const Function& f, const PrintStyle& style) {
  Printer p(style);
  p.function(f);
  return p.take();
}

std::string print(const Expr& e) {
  PrintStyle style;
  Printer p(style);
  p.expr(e);
  return p.take();
}

std::string print(const TypeRef& t) {
  PrintStyle style;
  Printer p(style);
  p.type(t);
  return p.take();
}

}  // namespace conform::cpl
