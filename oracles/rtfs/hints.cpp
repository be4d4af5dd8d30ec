// What LLMs write beyond the allowed forms (seed 001 "Allowed Forms"), and what to
// write instead (decision D13).
#include <string>
#include <string_view>

#include "core/ascii.hpp"
#include "oracles/rtfs/walk.hpp"

namespace conform::rtfs {

using namespace std::string_view_literals;
namespace {

struct Hint {
  std::string_view names[12];
  std::string_view advice;
};

constexpr Hint hints[] = {
    {{"+"}, "use (call :ccos.math.add a b)"},
    {{"-"}, "use (call :ccos.math.subtract a b)"},
    {{"*"}, "use (call :ccos.math.multiply a b)"},
    {{"/"}, "use (call :ccos.math.divide a b)"},
    {{"inc", "dec", "mod", "rem", "quot", "max", "min", "abs"}, "arithmetic goes through the :ccos.math.* capabilities"},
    {{"defn", "fn", "defmacro", "lambda", "defun", "fn*", "letfn"}, "a plan defines no functions; write the steps out"},
    {{"def", "defonce", "set!", "setq", "define"}, "a plan has no global definitions; bind values with let inside the step that uses them"},
    {{"when", "when-not", "if-not", "unless"}, "use (if <condition> <then> <else>)"},
    {{"cond", "case", "condp", "cond->"}, "use (match <value> <pattern> <result> …) or if"},
    {{"loop", "recur", "for", "doseq", "dotimes", "while", "map", "reduce", "filter"}, "a plan has no loops; write the steps out"},
    {{"get", "get-in", "assoc", "dissoc", "merge", "keys", "vals", "first", "rest", "nth", "count"}, "a plan does not take data apart; use the values themselves"},
    {{"println", "print", "prn", "log", "echo", "printf", "display"}, "use (call :ccos.echo {:message …})"},
    {{"not", "and", "or", "<", ">", "<=", ">=", "not=", "=="}, "the only comparison is (= a b); choose with if or match"},
    {{"concat", "format", "str/join", "join", "string-append", "clojure.string/join"}, "use (str a b …)"},
    {{"->", "->>", "as->", "some->", "doto"}, "write the nested forms out"},
    {{"try", "catch", "throw", "finally"}, "a plan has no exception handling"},
    {{"quote", "eval", "apply", "do-all", "future", "async", "await", "parallel"}, "not in the grammar"},
    {{"list", "vector", "hash-map", "vec", "set"}, "write the value itself: [a b] or {:k v}"},
};

}  // namespace

std::string disallowed_form_message(std::string_view head) {
  std::string message = "'" + std::string(head) + "' is not an allowed form";
  for (const auto& hint : hints)
    for (auto name : hint.names)
      if (!name.empty() && name == head) return message + "; " + std::string(hint.advice);
  for (std::string_view form : {"do"sv, "step"sv, "call"sv, "if"sv, "match"sv, "let"sv, "str"sv})
    if (std::string note = other_case_note(head, form); !note.empty()) return message + note;
  if (head == "plan"sv) return "'plan' is the one top-level form; it cannot appear inside :body";
  if (head == "step"sv) return "a step stands only directly in the plan's :body (do …)";
  return message + " (the forms are do, step, call, if, match, let, str and =)";
}

}  // namespace conform::rtfs
