#pragma once
// `public class Plan` and its methods (seed 000 §1, §2, §6), plus what planners write
// beyond them — package and import, fields, constructors, initializers, enums,
// interfaces, records, generic methods, nested and second classes — kept for precise rules.
#include "parsers/core/x3/fails_unless.hpp"
#include "parsers/core/x3/fresh.hpp"
#include "parsers/core/x3/in_place.hpp"
#include "parsers/core/x3/into.hpp"
#include "parsers/core/x3/nest.hpp"
#include "parsers/java/ast_adapted.hpp"
#include "parsers/java/grammar/common.hpp"
#include "parsers/java/grammar/declaration.hpp"
#include "parsers/java/grammar/expression.hpp"
#include "parsers/java/grammar/plain_method.hpp"
#include "parsers/java/grammar/plain_params.hpp"
#include "parsers/java/grammar/statement.hpp"
#include "parsers/java/grammar/tokens.hpp"

namespace conform::java::parser {

CONFORM_X3_RULE_WITH(param, ast::Param, "a parameter", moves_dims_into_type)
CONFORM_X3_RULE(params, ast::List<ast::Param>, "parameters")
CONFORM_X3_RULE(component, ast::Param, "a record component")
CONFORM_X3_RULE(components, ast::List<ast::Param>, "record components")
// javac reads `[]` after these names and rejects it ("legacy array notation not allowed").
CONFORM_X3_RULE_WITH(no_dims_after_varargs, x3::unused_type, "')' (a varargs parameter takes no '[]' after its name)",
                     x3kit::plain)
CONFORM_X3_RULE_WITH(no_dims_after_component, ast::BracketPairs, "')' or ',' (a record component takes no '[]' after its name)",
                     x3kit::plain)
CONFORM_X3_RULE(type_param, ast::TypeParam, "a type parameter")
CONFORM_X3_RULE(type_params, ast::List<ast::TypeParam>, "type parameters")
CONFORM_X3_RULE(throws_clause, ast::List<ast::TypeRef>, "a throws clause")
CONFORM_X3_RULE(method_body, boost::optional<ast::Block>, "'{' or ';'")
CONFORM_X3_RULE(constructor, ast::Constructor, "a constructor")
CONFORM_X3_RULE_WITH(field, ast::Field, "a field", moves_dims_into_type)
CONFORM_X3_RULE(initializer, ast::Initializer, "an initializer block")
CONFORM_X3_RULE(member, ast::Member, "a member")
CONFORM_X3_RULE_WITH(members, ast::List<ast::Member>, "a method or '}'", x3kit::plain)
CONFORM_X3_RULE(members_end, x3::unused_type, "a method or '}'")
CONFORM_X3_RULE(enum_constant, ast::Identifier, "an enum constant")
CONFORM_X3_RULE(enum_decl, ast::ClassDecl, "an enum")
CONFORM_X3_RULE(plain_class_decl, ast::ClassDecl, "a class")
CONFORM_X3_RULE(record_decl, ast::ClassDecl, "a record")
CONFORM_X3_RULE(package_decl, ast::Package, "a package declaration")
CONFORM_X3_RULE(import_decl, ast::Import, "an import")
CONFORM_X3_RULE(import_name, ast::Text, "a name")

using x3::attr;
using x3::lit;
using x3kit::nest;

// In a declaration a name followed by '<' starts type arguments, never a comparison. Where
// no parameter or member form reads the text, a type whose arguments do not close is the
// error, placed where they stop (`List<String names()` at `names`); this never succeeds.
auto const unclosed_type_args = x3::omit[modifiers >> -type_params >> type_ref >> lit('<') > closed_type_args];
auto const no_dims_after_varargs_def = !lit('[');
auto const no_dims_after_component_def = !lit('[') >> attr(ast::BracketPairs{0});
auto const varargs = (lit("...") >> attr(true)) | attr(false);
// A varargs parameter looks past its name for brackets; the name is then read as any other.
auto const checked_varargs = (lit("...") >> attr(true) >> &(identifier > no_dims_after_varargs)) | attr(false);
auto const param_def = (modifiers >> type_ref >> checked_varargs >> identifier >> dims_after_name) | unclosed_type_args;
auto const component_def = modifiers >> type_ref >> varargs >> identifier > no_dims_after_component;
// A parameter or a class: modifiers, then a type or a keyword.
constexpr bool may_start_declaration(unsigned char c) { return may_start_modifier(c) || is_ident_start(c); }
// At the ')' of an empty list a parameter fails at once, as fails_unless allows: before
// failing there it opens one level, type_ref's.
template <typename Item>
constexpr auto parenthesised_list(Item const& item) {
  return lit('(') > -x3kit::in_place_list(x3kit::fails_unless<may_start_declaration, 1>[item], ',') > ')';
}
// The commonest lists without the parameter rules first (plain_params.hpp).
auto const params_def = plain_params | parenthesised_list(param);
auto const components_def = parenthesised_list(component);
auto const throws_clause_def = keyword("throws") > (class_type % ',');
// An annotation type's element may give a default value: `String value() default "x";`.
auto const element_default = x3::omit[keyword("default") > expr];
auto const method_body_def = block | lit(';') | (element_default > ';');
auto const type_param_def = identifier > -(keyword("extends") > (class_type % '&'));
auto const type_params_def = lit('<') > (type_param % ',') > '>';
auto const method_def =
    modifiers >> -type_params >> type_ref >> identifier >> &lit('(') > params > dims_after_name > -throws_clause > method_body;
// A record's compact constructor (`Rewrite { … }`) takes its parameters from the record's
// components; it is read as a constructor without any (javac parses both; the record is
// the finding).
auto const no_params = attr(ast::List<ast::Param>{});
auto const constructor_def = modifiers >> x3::omit[-type_params] >> identifier >>
                             ((&lit('(') > params) | (&lit('{') >> no_params)) > -throws_clause > block;
auto const field_def = modifiers >> type_ref >> identifier >> dims_after_name >> -(lit('=') > expr) > ';';
auto const initializer_def = modifiers >> block;
// A member is a class only where a class's keyword follows its modifiers: the methods and
// fields build no class node to throw away.
// At the '}' that ends the members, each form fails after reading no modifiers and
// opening one level (the class head, a type or a block): there the member fails at once.
constexpr bool may_start_member(unsigned char c) { return may_start_modifier(c) || is_ident_start(c) || c == '<' || c == '{'; }
// The commonest methods are read without the member's rules first (plain_method.hpp).
auto const member_def = x3kit::fails_unless<may_start_member, 1>[
    plain_method | x3kit::guarded<ast::Member>(class_head, class_decl) | method | constructor | field | initializer |
    unclosed_type_args];
auto const members_end_def = lit('}');

auto const extends_clause = keyword("extends") > (class_type % ',');
auto const implements_clause = keyword("implements") > (class_type % ',');
// A sealed class's `permits A, B`.
auto const permits_clause = keyword("permits") > (class_type % ',');
auto const no_permits = attr(ast::List<ast::TypeRef>{});
auto const annotation_type_keyword = lit('@') >> keyword("interface");  // `@interface`
auto const class_keyword = keyword("class") | keyword("interface") | annotation_type_keyword;
auto const class_kind = x3::raw[class_keyword];
auto const no_components = attr(ast::List<ast::Param>{});
// A `;` among the members, or before or after a class, is an empty declaration (JLS 8.1.6,
// 7.6), which compiles and declares nothing (D24).
auto const empty_declarations = x3::omit[*lit(';')];
auto const members_def = x3kit::in_place_many[empty_declarations >> member] >> empty_declarations;
auto const no_type_params = attr(ast::List<ast::TypeParam>{});
auto const plain_class_decl_def = modifiers >> class_kind > identifier > -type_params > no_components > -extends_clause >
                                  -implements_clause > -permits_clause > '{' > attr(ast::List<ast::Identifier>{}) > members >
                                  members_end;
// A constant's annotations, arguments and class body are not kept: the enum is the fault.
auto const enum_constant_def = x3::omit[modifiers] >> identifier >> x3::omit[-(lit('(') > -(expr % ',') > ')')] >>
                               x3::omit[-class_body];
auto const enum_decl_def = modifiers >> x3::raw[keyword("enum")] > identifier > no_type_params > no_components >
                           attr(ast::List<ast::TypeRef>{}) > -implements_clause > no_permits > '{' > -(enum_constant % ',') >
                           -lit(',') > -lit(';') > members > members_end;
// `record` is a contextual word: `record(x);` is a call, `record Pair(…) {…}` a record.
auto const record_decl_def = modifiers >> x3::raw[keyword("record")] >> identifier >> -type_params >> &lit('(') > components >
                             attr(ast::List<ast::TypeRef>{}) > -implements_clause > no_permits > '{' >
                             attr(ast::List<ast::Identifier>{}) > members > members_end;
// A class is a level of nesting: classes nest through members and anonymous bodies. The
// three forms read the modifiers before their keyword, each into a fresh node.
auto const class_decl_def = nest[x3kit::fresh[plain_class_decl] | x3kit::fresh[enum_decl] | record_decl];
// Each form above fails before its first expectation unless its keyword follows the
// modifiers; so where this fails, class_decl fails too. A level of nesting, as class_decl
// is: at the depth limit both throw at the same byte.
auto const class_head_def = nest[modifiers_look >> (annotation_type_keyword | type_declaration_word)];
auto const class_body_def = nest[lit('{') > members > members_end];

auto const package_decl_def = keyword("package") > qualified_name > ';';
auto const import_name_def = import_path;
auto const import_decl_def = keyword("import") > ((keyword("static") >> attr(true)) | attr(false)) > import_name > ';';
// After the last class (at the end of the text, most often) a class fails at once: its
// forms read no modifiers there and fail at their keyword, having opened one level.
auto const unit_def = -package_decl >> *import_decl >> empty_declarations >>
                      *(x3kit::fails_unless<may_start_declaration, 1, true>[class_decl] >> empty_declarations);

auto const unit_header_def = -package_decl >> *import_decl >> x3::attr(ast::List<ast::ClassDecl>{});

auto const signature_def = type_ref > identifier > params;

BOOST_SPIRIT_DEFINE(param, params, component, components, no_dims_after_varargs, no_dims_after_component, type_param, type_params, throws_clause, method_body, method, constructor, field, initializer, member, members,
                    members_end, plain_class_decl, enum_constant, enum_decl, record_decl, class_decl, class_head, class_body, package_decl, import_name,
                    import_decl, unit, unit_header, signature)

}  // namespace conform::java::parser
