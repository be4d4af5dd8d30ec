#pragma once
// The CPL abstract syntax tree. It is a superset of seed 002: constructs that LLMs
// borrow from other languages (while, ==, member access, untyped declarations, …) parse
// into it so that an oracle can name the rule they break instead of a bare syntax error.
#include <boost/optional.hpp>
#include <boost/spirit/home/x3/support/ast/variant.hpp>
#include <boost/variant/apply_visitor.hpp>
#include <type_traits>
#include <cstdint>
#include <string>

#include "parsers/core/x3/located.hpp"
#include "parsers/core/x3/pool_allocator.hpp"
#include "parsers/core/x3/text.hpp"
#include "parsers/core/x3/variant_node.hpp"

namespace conform::cpl::ast {

namespace x3 = boost::spirit::x3;

// Byte offsets of a node in its source (not part of its identity).
using Located = x3kit::Located;
// A node's children, kept in the node pool with the nodes.
template <typename T>
using List = x3kit::List<T>;
// Source text a node names: a view into the parsed text (x3kit/text.hpp).
using Text = x3kit::Text;

struct Identifier : Located {
  Text name;
  friend bool operator==(const Identifier&, const Identifier&) = default;
};

struct TypeRef : Located {
  Text name;
  List<TypeRef> args;  // List<T>, Map<K, V>
  // What other languages write after a type, as written: Java's `[]`, Kotlin's and
  // Swift's `?`, Python's `[T]`, TypeScript's `| T`. No CPL type has it (CPL-INVALID-TYPE).
  Text foreign;
  friend bool operator==(const TypeRef&, const TypeRef&) = default;
};

using x3kit::node_if;
using x3kit::unwrap;

// ---- expressions -------------------------------------------------------------

struct StringLit : Located {
  Text value;  // decoded
  friend bool operator==(const StringLit&, const StringLit&) = default;
};
struct IntLit : Located {
  Text digits;  // as written, with its sign; never converted, so never overflows
  friend bool operator==(const IntLit&, const IntLit&) = default;
};
struct BoolLit : Located {
  bool value = false;
  friend bool operator==(const BoolLit&, const BoolLit&) = default;
};
struct NullLit : Located {  // not CPL
  friend bool operator==(const NullLit&, const NullLit&) = default;
};
struct FloatLit : Located {  // not CPL
  Text text;
  friend bool operator==(const FloatLit&, const FloatLit&) = default;
};
struct VarRef : Located {
  Text name;
  friend bool operator==(const VarRef&, const VarRef&) = default;
};

struct Call;
struct SyscallCall;
struct ListLit;
struct MapLit;
struct Paren;
struct Unary;
struct Chain;
struct Postfix;
struct Conditional;
struct New;

using Expr = x3::variant<StringLit, IntLit, BoolLit, NullLit, FloatLit, VarRef, x3::forward_ast<Call>,
                         x3::forward_ast<SyscallCall>, x3::forward_ast<ListLit>, x3::forward_ast<MapLit>,
                         x3::forward_ast<Paren>, x3::forward_ast<Unary>, x3::forward_ast<Chain>,
                         x3::forward_ast<Postfix>, x3::forward_ast<Conditional>, x3::forward_ast<New>>;

bool operator==(const Expr&, const Expr&);

struct Call : Located {
  Identifier callee;
  List<Expr> args;
  friend bool operator==(const Call&, const Call&) = default;
};
struct SyscallCall : Located {
  Identifier name;
  List<Expr> args;
  friend bool operator==(const SyscallCall&, const SyscallCall&) = default;
};
struct ListLit : Located {
  List<Expr> elements;
  friend bool operator==(const ListLit&, const ListLit&) = default;
};
struct MapEntry : Located {
  Expr key;
  Expr value;
  friend bool operator==(const MapEntry&, const MapEntry&) = default;
};
struct MapLit : Located {
  List<MapEntry> entries;
  friend bool operator==(const MapLit&, const MapLit&) = default;
};
struct Paren : Located {
  Expr inner;
  friend bool operator==(const Paren&, const Paren&) = default;
};
// Prefix operators, all of them not CPL (`!x`, `-x`); kept flat so `!!!!x` never recurses.
struct Unary : Located {
  std::string ops;
  Expr operand;
  friend bool operator==(const Unary&, const Unary&) = default;
};
struct BinaryOperation : Located {
  Text op;
  Expr operand;
  friend bool operator==(const BinaryOperation&, const BinaryOperation&) = default;
};
// `a + b + c`, left to right. Only `+` is CPL; other operators are kept to be reported.
struct Chain : Located {
  Expr first;
  List<BinaryOperation> rest;
  friend bool operator==(const Chain&, const Chain&) = default;
};
// `.name`, `.name(args)` and `[index]` after a value: none of them CPL.
struct Suffix : Located {
  enum class Kind : std::uint8_t { member, method_call, index };
  Kind kind = Kind::member;
  Text name;        // member and method_call
  List<Expr> args;  // method_call arguments, or the one index expression
  friend bool operator==(const Suffix&, const Suffix&) = default;
};
struct Postfix : Located {
  Expr base;
  List<Suffix> suffixes;
  friend bool operator==(const Postfix&, const Postfix&) = default;
};
// `c ? a : b`, the conditional operator of the C family: not CPL.
struct ConditionalBranches : Located {  // `? a : b`, positioned at '?'
  Expr then_value;
  Expr else_value;
  friend bool operator==(const ConditionalBranches&, const ConditionalBranches&) = default;
};
struct Conditional : Located {
  Expr condition;
  ConditionalBranches branches;
  friend bool operator==(const Conditional&, const Conditional&) = default;
};
// `new ArrayList<String>()`, Java's object creation: not CPL. The type is kept as written.
struct New : Located {
  Text type;
  List<Expr> args;
  friend bool operator==(const New&, const New&) = default;
};

// ---- statements --------------------------------------------------------------

struct Let;
struct Assign;
struct Return;
struct If;
struct For;
struct Try;
struct ExprStmt;
struct While;
struct DoWhile;
struct Break;
struct Continue;
struct Throw;
struct CompoundAssign;
struct Switch;

using Statement = x3::variant<x3::forward_ast<Let>, x3::forward_ast<Assign>, x3::forward_ast<Return>,
                              x3::forward_ast<If>, x3::forward_ast<For>, x3::forward_ast<Try>,
                              x3::forward_ast<ExprStmt>, x3::forward_ast<While>, x3::forward_ast<DoWhile>,
                              x3::forward_ast<Break>, x3::forward_ast<Continue>, x3::forward_ast<Throw>,
                              x3::forward_ast<CompoundAssign>, x3::forward_ast<Switch>>;

bool operator==(const Statement&, const Statement&);

struct Block : Located {
  List<Statement> statements;
  friend bool operator==(const Block&, const Block&) = default;
};

struct Let : Located {
  Text keyword;  // empty for `let`; `var` or `const`, as JavaScript declares (CPL-UNSUPPORTED-STATEMENT)
  Identifier name;
  boost::optional<TypeRef> type;  // required by CPL, optional here to report it
  Expr init;
  friend bool operator==(const Let&, const Let&) = default;
};
struct Assign : Located {
  Identifier target;
  Expr value;
  friend bool operator==(const Assign&, const Assign&) = default;
};
struct Return : Located {
  boost::optional<Expr> value;
  friend bool operator==(const Return&, const Return&) = default;
};
// `else if` is not CPL; it is kept as a flat list so that long chains never recurse.
struct ElseIf : Located {
  Text keyword;  // empty for `else if`; Python's `elif`
  Expr condition;
  Block body;
  friend bool operator==(const ElseIf&, const ElseIf&) = default;
};
struct If : Located {
  Expr condition;
  Block then_block;
  List<ElseIf> else_ifs;
  boost::optional<Block> else_block;
  friend bool operator==(const If&, const If&) = default;
};
struct For : Located {
  Identifier item;
  Expr source;
  Block body;
  friend bool operator==(const For&, const For&) = default;
};
struct Try : Located {
  Block body;
  // `catch (ToolError e)` gives two words. Not CPL, and kept as written: `catch (e)` and
  // `catch (ToolError)` one word, `catch (e: ToolError)` three (the ':' one of them),
  // `catch (A | B e)` the '|' among them, `catch ()` one empty word.
  List<Identifier> catch_words;
  Block handler;
  friend bool operator==(const Try&, const Try&) = default;

  bool catch_type_after_name() const { return catch_words.size() == 3 && catch_words[1].name == ":"; }
  bool catch_of_alternatives() const { return catch_words.size() > 2 && catch_words[1].name == "|"; }
  bool catch_names_nothing() const { return catch_words.front().name.empty(); }
  const Identifier* catch_type() const {
    return catch_words.size() == 2 ? &catch_words[0] : catch_type_after_name() ? &catch_words[2] : nullptr;
  }
  const Identifier& catch_variable() const { return catch_type_after_name() ? catch_words.front() : catch_words.back(); }
};
struct ExprStmt : Located {
  Expr expr;
  friend bool operator==(const ExprStmt&, const ExprStmt&) = default;
};
struct While : Located {  // not CPL
  Expr condition;
  Block body;
  friend bool operator==(const While&, const While&) = default;
};
struct DoWhile : Located {  // not CPL
  Block body;
  Expr condition;
  friend bool operator==(const DoWhile&, const DoWhile&) = default;
};
struct Break : Located {  // not CPL
  friend bool operator==(const Break&, const Break&) = default;
};
struct Continue : Located {  // not CPL
  friend bool operator==(const Continue&, const Continue&) = default;
};
struct Throw : Located {  // not CPL
  Expr value;
  friend bool operator==(const Throw&, const Throw&) = default;
};
// An operator written as a token of its own (`+=`, `++`), positioned.
struct Operator : Located {
  Text text;
  friend bool operator==(const Operator&, const Operator&) = default;
};
// `s += "b";`, `n -= 1;`, `n++;`, `n--;`: assignment through an operator; not CPL.
struct CompoundAssign : Located {
  Identifier target;
  Operator op;                  // += -= *= /= %= ++ --
  boost::optional<Expr> value;  // none after ++ and --
  friend bool operator==(const CompoundAssign&, const CompoundAssign&) = default;
};
// `case e:` or `default:` in a switch, and the statements up to the next one.
struct SwitchCase : Located {
  boost::optional<Expr> label;  // none: default
  Block body;                   // without braces
  friend bool operator==(const SwitchCase&, const SwitchCase&) = default;
};
struct Switch : Located {  // not CPL
  Expr subject;
  List<SwitchCase> cases;
  friend bool operator==(const Switch&, const Switch&) = default;
};

// ---- declarations ------------------------------------------------------------

struct Annotation : Located {
  Text name;  // without '@'
  friend bool operator==(const Annotation&, const Annotation&) = default;
};
struct Param : Located {
  Identifier name;
  boost::optional<TypeRef> type;
  friend bool operator==(const Param&, const Param&) = default;
};
struct Function : Located {
  List<Annotation> annotations;
  Identifier name;
  List<Param> params;
  boost::optional<TypeRef> return_type;
  boost::optional<Block> body;  // none: the declaration ends in ';'
  friend bool operator==(const Function&, const Function&) = default;

  bool is_deferred() const;
  // @Deferred, or an annotation that writes it in other letter cases or misspells it
  // (@deferred, @Defered; conform::misspells): that annotation is the fault, and the
  // function is not also missing its body.
  bool means_deferred() const;
};
struct Plan : Located {
  List<Function> functions;
  x3kit::TextOwner text;  // the parsed text (none for a generated plan: generators/core/kept_text.hpp)
  friend bool operator==(const Plan&, const Plan&) = default;
};

// A syscall's declared signature: `name(p: T, …) : R`, as the whitelist writes it.
struct Signature : Located {
  Identifier name;
  List<Param> params;
  TypeRef return_type;
  friend bool operator==(const Signature&, const Signature&) = default;
};

}  // namespace conform::cpl::ast
