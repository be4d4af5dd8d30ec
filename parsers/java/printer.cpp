#include "parsers/java/printer.hpp"

#include <algorithm>

#include <boost/variant/apply_visitor.hpp>

namespace conform::java {
namespace {

using namespace ast;

std::string type_text(const TypeRef& t) {
  std::string out(t.name);
  if (is_wildcard(t) && t.args) return out + " " + type_text(t.args->front());
  if (t.args) {
    out += "<";
    for (std::size_t i = 0; i < t.args->size(); ++i) out += (i ? ", " : "") + type_text((*t.args)[i]);
    out += ">";
  }
  for (std::size_t i = 0; i < t.dims.size(); ++i) out += "[]";
  return out;
}

class Printer {
 public:
  explicit Printer(const PrintStyle& style) : style_(style) {}
  std::string take() { return std::move(out_); }

  // ---- declarations ----
  void unit(const Unit& u) {
    if (u.package) {
      open_line();
      out_ += "package " + u.package->name + ";";
    }
    for (const auto& i : u.imports) {
      open_line();
      out_ += std::string("import ") + (i.is_static ? "static " : "") + i.name + ";";
    }
    for (const auto& c : u.classes) {
      if (c.name.name.empty()) members(c.members);  // methods written with no class (ParseResult::class_missing)
      else class_decl(c);
    }
    if (!style_.one_line) out_ += "\n";
  }

  void class_decl(const ClassDecl& c) {
    open_line();
    modifiers(c.modifiers);
    out_ += c.kind + " " + c.name.name;
    if (!c.type_params.empty()) {
      type_params(c.type_params);
      out_.pop_back();  // type_params() ends with the space a method's return type needs
    }
    if (c.kind == "record") params(c.components);
    type_list(" extends ", c.extends);
    type_list(" implements ", c.implements);
    type_list(" permits ", c.permits);
    open_brace();
    ++depth_;
    if (c.kind == "enum") {
      open_line();
      for (std::size_t i = 0; i < c.enum_constants.size(); ++i) out_ += (i ? ", " : "") + c.enum_constants[i].name;
      out_ += ";";
    }
    members(c.members);
    --depth_;
    open_line();
    out_ += "}";
  }

  void members(const List<Member>& ms) {
    for (std::size_t i = 0; i < ms.size(); ++i) {
      if (i > 0 && style_.blank_line_between_members && !style_.one_line) out_ += "\n";
      boost::apply_visitor([this](const auto& m) { member(unwrap(m)); }, ms[i].get());
    }
  }

  void member(const Method& m) {
    if (style_.javadoc_before_methods) {
      open_line();
      out_ += "/** " + style_.comment_text + " */";
    }
    open_line();
    modifiers(m.modifiers);
    type_params(m.type_params);
    out_ += type_text(m.return_type) + " " + m.name.name;
    params(m.params);
    type_list(" throws ", m.throws);
    if (m.body) {
      block(*m.body);
    } else {
      out_ += ";";
    }
  }
  void member(const Constructor& c) {
    open_line();
    modifiers(c.modifiers);
    out_ += c.name.name;
    params(c.params);
    type_list(" throws ", c.throws);
    block(c.body);
  }
  void member(const Field& f) {
    open_line();
    modifiers(f.modifiers);
    out_ += type_text(f.type) + " " + f.name.name;
    if (f.init) out_ += " = " + expr(*f.init);
    out_ += ";";
  }
  void member(const Initializer& i) {
    open_line();
    modifiers(i.modifiers);
    block(i.body);
  }
  void member(const ClassDecl& c) { class_decl(c); }

  void params(const List<Param>& ps) {
    out_ += "(";
    for (std::size_t i = 0; i < ps.size(); ++i) {
      if (i) out_ += ", ";
      modifiers(ps[i].modifiers);
      out_ += type_text(ps[i].type) + (ps[i].varargs ? "... " : " ") + ps[i].name.name;
    }
    out_ += ")";
  }

  void modifiers(const List<Modifier>& ms) {
    for (const auto& m : ms) {
      if (m.annotation) {
        out_ += "@" + m.name;
        if (m.args) out_ += "(" + expr_list(*m.args) + ")";
      } else {
        out_ += m.name;
      }
      out_ += " ";
    }
  }

  void type_params(const List<TypeParam>& ps) {
    if (ps.empty()) return;
    out_ += "<";
    for (std::size_t i = 0; i < ps.size(); ++i) {
      out_ += (i ? ", " : "") + ps[i].name.name;
      for (std::size_t b = 0; b < ps[i].bounds.size(); ++b)
        out_ += (b ? " & " : " extends ") + type_text(ps[i].bounds[b]);
    }
    out_ += "> ";
  }

  void type_list(const char* keyword, const List<TypeRef>& types) {
    if (types.empty()) return;
    out_ += keyword;
    for (std::size_t i = 0; i < types.size(); ++i) out_ += (i ? ", " : "") + type_text(types[i]);
  }

  // ---- statements ----
  void block(const Block& b) {
    open_brace();
    ++depth_;
    for (const auto& s : b.statements) statement(s);
    --depth_;
    open_line();
    out_ += "}";
  }

  void statement(const Statement& s) {
    ++statements_;
    if (style_.comment_every && statements_ % style_.comment_every == 0) {
      open_line();
      out_ += style_.one_line ? "/* " + style_.comment_text + " */" : "// " + style_.comment_text;
    }
    open_line();
    inline_statement(s);
  }

  // A statement that starts where the output stands (the body of an unbraced if).
  void inline_statement(const Statement& s) {
    boost::apply_visitor([this](const auto& n) { stmt(unwrap(n)); }, s.get());
  }

  void nested(const Statement& s) {
    if (node_if<Block>(s)) {
      block(*node_if<Block>(s));
    } else {
      out_ += " ";
      inline_statement(s);
    }
  }

  void stmt(const Block& b) {
    out_ += "{";
    ++depth_;
    for (const auto& s : b.statements) statement(s);
    --depth_;
    open_line();
    out_ += "}";
  }
  void stmt(const LocalVar& v) { out_ += simple(v) + ";"; }
  void stmt(const Assign& a) { out_ += simple(a) + ";"; }
  void stmt(const ExprStmt& e) { out_ += simple(e) + ";"; }
  void stmt(const If& i) {
    out_ += "if (" + expr(i.condition) + ")";
    nested(i.then_branch);
    if (i.else_branch) {
      out_ += " else";
      nested(*i.else_branch);
    }
  }
  void stmt(const ForEach& f) {
    out_ += "for (";
    modifiers(f.modifiers);
    out_ += type_text(f.type) + " " + f.item.name + " : " + expr(f.source) + ")";
    nested(f.body);
  }
  void stmt(const ClassicFor& f) {
    out_ += "for (";
    if (f.init) out_ += simple_statement(*f.init);
    out_ += ";";
    if (f.condition) out_ += " " + expr(*f.condition);
    out_ += ";";
    for (std::size_t i = 0; i < f.update.size(); ++i) out_ += (i ? ", " : " ") + simple_statement(f.update[i]);
    out_ += ")";
    nested(f.body);
  }
  void stmt(const While& w) {
    out_ += "while (" + expr(w.condition) + ")";
    nested(w.body);
  }
  void stmt(const DoWhile& d) {
    out_ += "do";
    nested(d.body);
    out_ += " while (" + expr(d.condition) + ");";
  }
  void stmt(const Switch& s) { switch_text(s); }
  std::string ex(const Switch& s) {
    Printer p(style_);
    p.depth_ = depth_;
    p.switch_text(s);
    return p.take();
  }
  void switch_text(const Switch& s) {
    out_ += "switch (" + expr(s.selector) + ")";
    open_brace();
    ++depth_;
    for (const auto& c : s.cases) {
      open_line();
      out_ += c.labels.empty() ? "default" : "case " + expr_list(c.labels);
      out_ += c.arrow ? " ->" : ":";
      ++depth_;
      for (const auto& st : c.body) statement(st);
      --depth_;
    }
    --depth_;
    open_line();
    out_ += "}";
  }
  void stmt(const Try& t) {
    out_ += "try";
    if (t.resources) {
      out_ += " (";
      for (std::size_t i = 0; i < t.resources->size(); ++i) out_ += (i ? "; " : "") + simple((*t.resources)[i]);
      out_ += ")";
    }
    block(t.body);
    for (const auto& c : t.catches) {
      out_ += " catch (";
      modifiers(c.modifiers);
      for (std::size_t i = 0; i < c.types.size(); ++i) out_ += (i ? " | " : "") + type_text(c.types[i]);
      out_ += " " + c.name.name + ")";
      block(c.body);
    }
    if (t.finally_block) {
      out_ += " finally";
      block(*t.finally_block);
    }
  }
  void stmt(const Return& r) { out_ += r.value ? "return " + expr(*r.value) + ";" : "return;"; }
  void stmt(const Jump& j) { out_ += j.keyword + (j.label ? " " + j.label->name : std::string()) + ";"; }
  void stmt(const Yield& y) { out_ += "yield " + expr(y.value) + ";"; }
  void stmt(const Throw& t) { out_ += "throw " + expr(t.value) + ";"; }
  void stmt(const Assert& a) {
    out_ += "assert " + expr(a.condition);
    if (a.message) out_ += " : " + expr(*a.message);
    out_ += ";";
  }
  void stmt(const Synchronized& s) {
    out_ += "synchronized (" + expr(s.lock) + ")";
    block(s.body);
  }
  void stmt(const Empty&) { out_ += ";"; }
  void stmt(const Labeled& l) {
    out_ += l.label.name + ":";
    nested(l.body);
  }
  void stmt(const ClassDecl& c) {
    // class_decl opens its own line; undo the one statement() opened.
    out_.erase(out_.find_last_not_of(" \t\n") + 1);
    class_decl(c);
  }

  std::string simple(const LocalVar& v) {
    Printer p(style_);
    p.modifiers(v.modifiers);
    // Variables of different array depths share the shallowest type; each adds its
    // further `[]` after its name.
    std::size_t shared = v.type.dims.size();
    for (const auto& d : v.more)
      shared = std::min(shared, type_of(d, v).dims.size());
    TypeRef base = v.type;
    base.dims.resize(shared);
    auto brackets = [&](const TypeRef& t) {
      std::string out;
      for (std::size_t i = shared; i < t.dims.size(); ++i) out += "[]";
      return out;
    };
    std::string out = p.take() + type_text(base) + " " + v.name.name + brackets(v.type);
    if (v.init) out += " = " + expr(*v.init);
    for (const auto& d : v.more) {
      out += ", " + d.name.name + brackets(type_of(d, v));
      if (d.init) out += " = " + expr(*d.init);
    }
    return out;
  }
  std::string simple(const Assign& a) { return expr(a.target) + " " + a.op + " " + expr(a.value); }
  std::string ex(const Assign& a) { return simple(a); }
  std::string simple(const ExprStmt& e) { return expr(e.expr); }
  std::string simple_statement(const Statement& s) {
    if (auto v = node_if<LocalVar>(s)) return simple(*v);
    if (auto a = node_if<Assign>(s)) return simple(*a);
    if (auto e = node_if<ExprStmt>(s)) return simple(*e);
    return "";
  }

  // ---- expressions ----
  std::string expr_list(const List<Expr>& es) {
    std::string out;
    for (std::size_t i = 0; i < es.size(); ++i) out += (i ? ", " : "") + expr(es[i]);
    return out;
  }
  std::string expr(const Expr& e) {
    return boost::apply_visitor([this](const auto& n) { return ex(unwrap(n)); }, e.get());
  }
  std::string ex(const StringLit& s) { return "\"" + s.raw + "\""; }
  std::string ex(const TextBlock& t) { return "\"\"\"" + t.raw + "\"\"\""; }
  std::string ex(const CharLit& c) { return "'" + c.raw + "'"; }
  std::string ex(const NumberLit& n) { return n.text.str(); }
  std::string ex(const BoolLit& b) { return b.value ? "true" : "false"; }
  std::string ex(const NullLit&) { return "null"; }
  std::string ex(const Name& n) { return n.name.str(); }
  std::string ex(const Call& c) { return (c.through_this ? "this." : "") + c.callee.name + "(" + expr_list(c.args) + ")"; }
  std::string ex(const NewObject& n) {
    std::string out = "new " + type_text(n.type) + "(" + expr_list(n.args) + ")";
    if (n.body) {
      Printer p(style_);
      p.depth_ = depth_ + 1;
      p.open_brace();
      ++p.depth_;
      p.members(n.body->members);
      --p.depth_;
      p.open_line();
      p.out_ += "}";
      out += p.take();
    }
    return out;
  }
  std::string ex(const ArrayInit& a) { return "{" + expr_list(a.elements) + "}"; }
  std::string ex(const NewArray& n) {
    std::string out = "new " + type_text(n.type);
    for (const auto& d : n.dims) out += "[" + (d.size ? expr(*d.size) : std::string()) + "]";
    if (n.init) out += " " + ex(*n.init);
    return out;
  }
  std::string ex(const Lambda& l) {
    std::string out;
    if (auto single = boost::get<Identifier>(&l.head)) {
      out = single->name;
    } else {
      const auto& ps = boost::get<LambdaParams>(l.head).params;
      out = "(";
      for (std::size_t i = 0; i < ps.size(); ++i)
        out += (i ? ", " : "") + (ps[i].type ? type_text(*ps[i].type) + " " : std::string()) + ps[i].name.name;
      out += ")";
    }
    out += " ->";
    if (auto body = boost::get<Block>(&l.body)) {
      Printer p(style_);
      p.depth_ = depth_ + 1;
      p.block(*body);
      out += p.take();
    } else {
      out += " " + expr(boost::get<Expr>(l.body));
    }
    return out;
  }
  std::string ex(const Cast& c) { return "(" + type_text(c.type) + ") " + expr(c.operand); }
  std::string ex(const Paren& p) { return "(" + expr(p.inner) + ")"; }
  std::string ex(const Unary& u) {
    std::string out;
    for (std::size_t i = 0; i < u.ops.size(); ++i) out += u.ops[i] + (i + 1 < u.ops.size() ? " " : "");
    return out + expr(u.operand);
  }
  std::string ex(const Chain& c) {
    std::string out = expr(c.first);
    for (const auto& op : c.rest) out += " " + op.op + " " + expr(op.operand);
    return out;
  }
  std::string ex(const Postfix& p) {
    std::string out = expr(p.base);
    for (const auto& s : p.suffixes) {
      switch (s.kind) {
        case Suffix::Kind::member: out += "." + s.name; break;
        case Suffix::Kind::method_call: out += "." + s.type_args + s.name + "(" + expr_list(s.args) + ")"; break;
        case Suffix::Kind::index: out += "[" + expr_list(s.args) + "]"; break;
        case Suffix::Kind::method_ref: out += s.type_args + "::" + s.name; break;
        case Suffix::Kind::increment: out += "++"; break;
        case Suffix::Kind::decrement: out += "--"; break;
      }
    }
    return out;
  }
  std::string ex(const Conditional& c) {
    return expr(c.condition) + " ? " + expr(c.branches.then_value) + " : " + expr(c.branches.else_value);
  }

 private:
  void open_line() {
    if (style_.one_line) {
      if (!out_.empty() && out_.back() != ' ' && out_.back() != '(') out_ += " ";
      return;
    }
    if (!out_.empty() && out_.back() != '\n') out_ += "\n";
    for (int i = 0; i < depth_; ++i) out_ += style_.indent;
  }
  void open_brace() {
    if (style_.brace_on_own_line) {
      open_line();
      out_ += "{";
    } else {
      out_ += " {";
    }
  }

  const PrintStyle& style_;
  std::string out_;
  int depth_ = 0;
  unsigned statements_ = 0;
};

}  // namespace

std::string print(const Unit& u, const PrintStyle& style) {
  Printer p(style);
  p.unit(u);
  return p.take();
}
std::string print(const Expr& e) { return Printer(PrintStyle{}).expr(e); }
std::string print(const TypeRef& t) { return type_text(t); }
std::string print(const Statement& s) {
  Printer p(PrintStyle{.indent = "", .blank_line_between_members = false, .one_line = true});
  p.inline_statement(s);
  return p.take();
}

}  // namespace conform::java
