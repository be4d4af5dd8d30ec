#pragma once
// The Java-subset abstract syntax tree (seed 000). It is a superset of the subset: what
// LLMs write beyond the seven statement forms (while, switch, classic for, lambdas,
// anonymous classes, `new HashMap<>()`, fields, nested classes, package and imports…)
// parses into it, so that an oracle names the rule it breaks instead of a bare syntax
// error (spec/java/decisions.md, "What LLMs write beyond the document").
#include <boost/optional.hpp>
#include <boost/spirit/home/x3/support/ast/variant.hpp>
#include <boost/variant/apply_visitor.hpp>
#include <cstdint>
#include <string>
#include <type_traits>

#include "parsers/core/x3/bytes.hpp"
#include "parsers/core/x3/located.hpp"
#include "parsers/core/x3/pool_allocator.hpp"
#include "parsers/core/x3/text.hpp"
#include "parsers/core/x3/variant_node.hpp"

namespace conform::java::ast {

namespace x3 = boost::spirit::x3;

using Located = x3kit::Located;
// Source text a node names: a view into the parsed text (x3kit/text.hpp).
using Text = x3kit::Text;
// A node's children, kept in the node pool with the nodes.
template <typename T>
using List = x3kit::List<T>;

struct Identifier : Located {
  Text name;
  friend bool operator==(const Identifier&, const Identifier&) = default;
};

// `java.util.Map<String, List<T>>[]`: a dotted name, type arguments (an empty list is
// the diamond `<>`), and one '[' in `dims` per `[]`. A wildcard type argument is named as
// written up to its bound (`?`, `? extends`, `? super`), the bound type its one type
// argument.
struct TypeRef : Located {
  Text name;
  boost::optional<List<TypeRef>> args;
  std::string dims;
  friend bool operator==(const TypeRef&, const TypeRef&) = default;
};
inline bool is_wildcard(const TypeRef& t) { return t.name.starts_with('?'); }
// The variable a type pattern (`instanceof`'s right side, kept as written) declares:
// `r` in `ToolResult r`, nothing in `ToolResult` or `java.util.List<String>`.
inline std::string_view pattern_variable(std::string_view pattern) {
  auto word_char = [](unsigned char c) { return x3kit::is_letter(c) || x3kit::is_digit(c) || c == '_' || c == '$'; };
  std::size_t start = pattern.size();
  while (start > 0 && word_char(pattern[start - 1])) --start;
  if (start == 0 || start == pattern.size() || pattern[start - 1] == '.') return {};
  return pattern.substr(start);
}

using x3kit::node_if;
using x3kit::unwrap;

// ---- the variants --------------------------------------------------------------

struct StringLit;
struct TextBlock;
struct CharLit;
struct NumberLit;
struct BoolLit;
struct Name;
struct Call;
struct NewObject;
struct NewArray;
struct ArrayInit;
struct Lambda;
struct Cast;
struct Paren;
struct Unary;
struct Chain;
struct Postfix;
struct Conditional;
struct Assign;
struct Switch;

// `null` and the lone `;` are held in place, not through forward_ast: a variant holds its
// first alternative when default-constructed, which X3 does for every attribute it
// parses into (each argument, each statement) before assigning what it read; a
// forward_ast there would allocate a node only to drop it.
struct NullLit : Located {
  friend bool operator==(const NullLit&, const NullLit&) = default;
};
struct Empty : Located {  // a lone `;`
  friend bool operator==(const Empty&, const Empty&) = default;
};

using Expr = x3::variant<NullLit, x3::forward_ast<StringLit>, x3::forward_ast<TextBlock>, x3::forward_ast<CharLit>,
                         x3::forward_ast<NumberLit>, x3::forward_ast<BoolLit>,
                         x3::forward_ast<Name>, x3::forward_ast<Call>, x3::forward_ast<NewObject>,
                         x3::forward_ast<NewArray>, x3::forward_ast<ArrayInit>, x3::forward_ast<Lambda>,
                         x3::forward_ast<Cast>, x3::forward_ast<Paren>, x3::forward_ast<Unary>,
                         x3::forward_ast<Chain>, x3::forward_ast<Postfix>, x3::forward_ast<Conditional>,
                         x3::forward_ast<Assign>, x3::forward_ast<Switch>>;
bool operator==(const Expr&, const Expr&);

// An assignment and a switch are statements that Java also reads as expressions (the
// value of `b = "z"` in `a = b = "z";`, `String s = switch (k) { … };`): one node for both.
// Each variant holds at most 20 alternatives (boost::mpl's limit in Boost 1.74).
struct Block;
struct LocalVar;
struct ExprStmt;
struct If;
struct ForEach;
struct ClassicFor;
struct While;
struct DoWhile;
struct Switch;
struct Try;
struct Return;
struct Jump;
struct Yield;
struct Throw;
struct Labeled;
struct Assert;
struct Synchronized;
struct ClassDecl;

using Statement = x3::variant<Empty, x3::forward_ast<Block>, x3::forward_ast<LocalVar>, x3::forward_ast<Assign>,
                              x3::forward_ast<ExprStmt>, x3::forward_ast<If>, x3::forward_ast<ForEach>,
                              x3::forward_ast<ClassicFor>, x3::forward_ast<While>, x3::forward_ast<DoWhile>,
                              x3::forward_ast<Switch>, x3::forward_ast<Try>, x3::forward_ast<Return>,
                              x3::forward_ast<Jump>, x3::forward_ast<Yield>, x3::forward_ast<Throw>,
                              x3::forward_ast<Labeled>, x3::forward_ast<Assert>,
                              x3::forward_ast<Synchronized>, x3::forward_ast<ClassDecl>>;
bool operator==(const Statement&, const Statement&);

struct Method;
struct Constructor;
struct Field;
struct Initializer;

using Member = x3::variant<x3::forward_ast<Method>, x3::forward_ast<Constructor>, x3::forward_ast<Field>,
                           x3::forward_ast<Initializer>, x3::forward_ast<ClassDecl>>;
bool operator==(const Member&, const Member&);

struct Block : Located {
  List<Statement> statements;
  friend bool operator==(const Block&, const Block&) = default;
};

// `public`, `static`, `final` … or an annotation `@Name` / `@Name(args)`.
struct Modifier : Located {
  bool annotation = false;
  Text name;
  boost::optional<List<Expr>> args;
  friend bool operator==(const Modifier&, const Modifier&) = default;
};
// Whether the modifier word (not an annotation) is among `modifiers`: `final`, `static`…
bool has_modifier(const List<Modifier>& modifiers, std::string_view word);

// ---- expressions ---------------------------------------------------------------

struct StringLit : Located {  // "…", kept as written between the quotes, escapes included
  Text raw;
  friend bool operator==(const StringLit&, const StringLit&) = default;
};
struct TextBlock : Located {  // """…""", kept as written between the quotes
  Text raw;
  friend bool operator==(const TextBlock&, const TextBlock&) = default;
};
struct CharLit : Located {  // 'c', kept as written between the quotes
  Text raw;
  friend bool operator==(const CharLit&, const CharLit&) = default;
};
struct NumberLit : Located {  // as written: 42, 0x1F, 10L, 1.5, 2e3f
  Text text;
  friend bool operator==(const NumberLit&, const NumberLit&) = default;
};
struct BoolLit : Located {
  bool value = false;
  friend bool operator==(const BoolLit&, const BoolLit&) = default;
};
struct Name : Located {  // a variable, `this`, `super`, or the first word of `a.b.c`
  Text name;
  friend bool operator==(const Name&, const Name&) = default;
};
struct Call : Located {  // an unqualified call `helper(a, b)`, or `this.helper(a, b)`
  Identifier callee;
  List<Expr> args;
  bool through_this = false;  // written `this.helper(…)`: the same call of Plan's method (D15)
  friend bool operator==(const Call&, const Call&) = default;
};
struct ClassBody : Located {
  List<Member> members;
  friend bool operator==(const ClassBody&, const ClassBody&) = default;
};
struct NewObject : Located {  // new T(args), new T(args) { members }
  TypeRef type;
  List<Expr> args;
  boost::optional<ClassBody> body;
  friend bool operator==(const NewObject&, const NewObject&) = default;
};
struct ArrayInit : Located {  // { a, b }
  List<Expr> elements;
  friend bool operator==(const ArrayInit&, const ArrayInit&) = default;
};
struct Dim : Located {  // [n] or []
  boost::optional<Expr> size;
  friend bool operator==(const Dim&, const Dim&) = default;
};
struct NewArray : Located {  // new T[] { … }, new T[n]
  TypeRef type;
  List<Dim> dims;
  boost::optional<ArrayInit> init;
  friend bool operator==(const NewArray&, const NewArray&) = default;
};
struct LambdaParam : Located {
  boost::optional<TypeRef> type;
  Identifier name;
  friend bool operator==(const LambdaParam&, const LambdaParam&) = default;
};
struct LambdaParams : Located {  // ( … )
  List<LambdaParam> params;
  friend bool operator==(const LambdaParams&, const LambdaParams&) = default;
};
using LambdaHead = x3::variant<Identifier, LambdaParams>;
using LambdaBody = x3::variant<Block, Expr>;
struct Lambda : Located {
  LambdaHead head;
  LambdaBody body;
  friend bool operator==(const Lambda& a, const Lambda& b);
};
struct Cast : Located {
  TypeRef type;
  Expr operand;
  friend bool operator==(const Cast&, const Cast&) = default;
};
struct Paren : Located {
  Expr inner;
  friend bool operator==(const Paren&, const Paren&) = default;
};
// Prefix operators (`!`, `-`, `+`, `~`, `++`, `--`), kept flat so `!!!!x` never recurses.
struct Unary : Located {
  List<Text> ops;
  Expr operand;
  friend bool operator==(const Unary&, const Unary&) = default;
};
struct BinaryOperation : Located {
  Text op;
  Expr operand;
  friend bool operator==(const BinaryOperation&, const BinaryOperation&) = default;
};
// `a + b * c`, flat and left to right: the oracles need the operators and the operand
// types, not the precedence.
struct Chain : Located {
  Expr first;
  List<BinaryOperation> rest;
  friend bool operator==(const Chain&, const Chain&) = default;
};
// After a value: `.name`, `.name(args)`, `[index]`, `::name`, `++`, `--`.
struct Suffix : Located {
  enum class Kind : std::uint8_t { member, method_call, index, method_ref, increment, decrement };
  Kind kind = Kind::member;
  Text type_args;   // method_call: explicit type arguments as written (`.<String>of`); method_ref:
                    // an array type's brackets before `::` (`String[]::new`); or empty
  Text name;        // member, method_call, method_ref
  List<Expr> args;  // method_call arguments, or the one index expression
  friend bool operator==(const Suffix&, const Suffix&) = default;
};
struct Postfix : Located {
  Expr base;
  List<Suffix> suffixes;
  friend bool operator==(const Postfix&, const Postfix&) = default;
};
struct ConditionalBranches {  // `? a : b`
  Expr then_value;
  Expr else_value;
  friend bool operator==(const ConditionalBranches&, const ConditionalBranches&) = default;
};
struct Conditional : Located {  // c ? a : b
  Expr condition;
  ConditionalBranches branches;
  friend bool operator==(const Conditional&, const Conditional&) = default;
};

// ---- statements ----------------------------------------------------------------

// A variable after the first in one declaration: `, b = "y"` in `String a = "x", b = "y";`.
// C's array notation puts `[]` after a variable's name (`String names[]`), or after a
// method's parameters; the parser moves them into the type (`String[]`), so that every
// node below holds its variable's whole type, and leaves `dims_after_name` at 0.
using BracketPairs = std::uint32_t;
struct Declarator : Located {
  Identifier name;
  BracketPairs dims_after_name = 0;
  boost::optional<Expr> init;
  // The variable's own type, where its `[]` make it differ from the declaration's first
  // variable (`b` in `String a, b[]`, or in `String a[], b`); empty otherwise. A List
  // rather than an optional: empty in almost every declaration, it costs nothing to
  // destroy (type_of reads it).
  List<TypeRef> own_type;
  friend bool operator==(const Declarator&, const Declarator&) = default;
};
struct LocalVar : Located {
  List<Modifier> modifiers;
  TypeRef type;  // the first variable's
  Identifier name;
  BracketPairs dims_after_name = 0;
  boost::optional<Expr> init;
  List<Declarator> more;  // one statement, several variables of the type
  friend bool operator==(const LocalVar&, const LocalVar&) = default;
};
inline const TypeRef& type_of(const Declarator& d, const LocalVar& v) {
  return d.own_type.empty() ? v.type : d.own_type.front();
}
// Calls f(name, init, at, type) for each variable the declaration declares, in order;
// `at` is where a diagnostic about it points: the statement for the first, its declarator
// after.
template <typename F>
void for_each_variable(const LocalVar& v, F&& f) {
  f(v.name, v.init, v.begin, v.type);
  for (const Declarator& d : v.more) f(d.name, d.init, d.begin, type_of(d, v));
}
struct Assign : Located {
  Expr target;
  Text op;  // "=", "+=", …
  Expr value;
  friend bool operator==(const Assign&, const Assign&) = default;
};
struct ExprStmt : Located {
  Expr expr;
  friend bool operator==(const ExprStmt&, const ExprStmt&) = default;
};
struct If : Located {
  Expr condition;
  Statement then_branch;
  boost::optional<Statement> else_branch;
  friend bool operator==(const If&, const If&) = default;
};
struct ForEach : Located {
  List<Modifier> modifiers;
  TypeRef type;
  Identifier item;
  BracketPairs dims_after_name = 0;
  Expr source;
  Statement body;
  friend bool operator==(const ForEach&, const ForEach&) = default;
};
struct ClassicFor : Located {  // init and update are LocalVar, Assign or ExprStmt
  boost::optional<Statement> init;
  boost::optional<Expr> condition;
  List<Statement> update;
  Statement body;
  friend bool operator==(const ClassicFor&, const ClassicFor&) = default;
};
struct While : Located {
  Expr condition;
  Statement body;
  friend bool operator==(const While&, const While&) = default;
};
struct DoWhile : Located {
  Statement body;
  Expr condition;
  friend bool operator==(const DoWhile&, const DoWhile&) = default;
};
struct SwitchCase : Located {
  List<Expr> labels;  // empty: default
  bool arrow = false;        // `->` rather than `:`
  List<Statement> body;
  friend bool operator==(const SwitchCase&, const SwitchCase&) = default;
};
struct Switch : Located {
  Expr selector;
  List<SwitchCase> cases;
  friend bool operator==(const Switch&, const Switch&) = default;
};
struct Catch : Located {
  List<Modifier> modifiers;
  List<TypeRef> types;  // more than one: multi-catch `A | B`
  Identifier name;
  Block body;
  friend bool operator==(const Catch&, const Catch&) = default;
};
struct Try : Located {
  boost::optional<List<LocalVar>> resources;  // try (T r = …; …) { … }
  Block body;
  List<Catch> catches;
  boost::optional<Block> finally_block;
  friend bool operator==(const Try&, const Try&) = default;
};
struct Return : Located {
  boost::optional<Expr> value;
  friend bool operator==(const Return&, const Return&) = default;
};
struct Jump : Located {  // `break;`, `continue outer;`
  Text keyword;
  boost::optional<Identifier> label;
  friend bool operator==(const Jump&, const Jump&) = default;
};
struct Yield : Located {  // `yield value;`, a switch expression's result
  Expr value;
  friend bool operator==(const Yield&, const Yield&) = default;
};
struct Throw : Located {
  Expr value;
  friend bool operator==(const Throw&, const Throw&) = default;
};
struct Labeled : Located {  // `outer: for (…) …`
  Identifier label;
  Statement body;
  friend bool operator==(const Labeled&, const Labeled&) = default;
};
struct Assert : Located {  // `assert ok : "message";`
  Expr condition;
  boost::optional<Expr> message;
  friend bool operator==(const Assert&, const Assert&) = default;
};
struct Synchronized : Located {  // `synchronized (lock) { … }`
  Expr lock;
  Block body;
  friend bool operator==(const Synchronized&, const Synchronized&) = default;
};

// ---- declarations --------------------------------------------------------------

// `<T>`, `<K, V extends Comparable<V>>` before a generic method's return type.
struct TypeParam : Located {
  Identifier name;
  List<TypeRef> bounds;
  friend bool operator==(const TypeParam&, const TypeParam&) = default;
};
struct Param : Located {
  List<Modifier> modifiers;
  TypeRef type;
  bool varargs = false;  // `String... args`
  Identifier name;
  BracketPairs dims_after_name = 0;
  friend bool operator==(const Param&, const Param&) = default;
};
struct Method : Located {
  List<Modifier> modifiers;
  List<TypeParam> type_params;
  TypeRef return_type;
  Identifier name;
  List<Param> params;
  BracketPairs dims_after_name = 0;  // `String helper()[]`
  List<TypeRef> throws;
  boost::optional<Block> body;  // none: the declaration ends in ';'
  friend bool operator==(const Method&, const Method&) = default;

  bool has_modifier(std::string_view word) const;
  bool is_deferred() const;
  // @Deferred, or an annotation that writes it in other letter cases or misspells it
  // (@deferred, @Defered; conform::misspells): that annotation is the fault, and the
  // method is not also missing its body.
  bool means_deferred() const;
};
struct Constructor : Located {
  List<Modifier> modifiers;
  Identifier name;
  List<Param> params;
  List<TypeRef> throws;
  Block body;
  friend bool operator==(const Constructor&, const Constructor&) = default;
};
struct Field : Located {
  List<Modifier> modifiers;
  TypeRef type;
  Identifier name;
  BracketPairs dims_after_name = 0;
  boost::optional<Expr> init;
  friend bool operator==(const Field&, const Field&) = default;
};
struct Initializer : Located {  // `{ … }` or `static { … }` in a class body
  List<Modifier> modifiers;
  Block body;
  friend bool operator==(const Initializer&, const Initializer&) = default;
};
struct ClassDecl : Located {
  List<Modifier> modifiers;
  Text kind;  // class, interface, enum, record
  Identifier name;
  List<TypeParam> type_params;  // `class Box<T>`
  List<Param> components;  // a record's `(String a, Int b)`
  List<TypeRef> extends;
  List<TypeRef> implements;
  List<TypeRef> permits;  // a sealed class's `permits A, B`
  List<Identifier> enum_constants;  // their arguments and bodies are not kept
  List<Member> members;
  friend bool operator==(const ClassDecl&, const ClassDecl&) = default;

  bool has_modifier(std::string_view word) const;
};
struct Package : Located {
  Text name;
  friend bool operator==(const Package&, const Package&) = default;
};
struct Import : Located {
  bool is_static = false;
  Text name;  // dotted, possibly ending in ".*"
  friend bool operator==(const Import&, const Import&) = default;
};
// The whole source: what §1 wants to be exactly one `public class Plan`.
struct Unit : Located {
  boost::optional<Package> package;
  List<Import> imports;
  List<ClassDecl> classes;
  x3kit::TextOwner text;  // the parsed text
  friend bool operator==(const Unit&, const Unit&) = default;
};

// A syscall's declared signature, as the whitelist writes it: `ToolResult cloneRepo(String ref)`.
struct Signature : Located {
  TypeRef return_type;
  Identifier name;
  List<Param> params;
  friend bool operator==(const Signature&, const Signature&) = default;
};

}  // namespace conform::java::ast
