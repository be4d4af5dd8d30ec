// Arbitrary bytes → the strict JSON front end, against nlohmann::json::parse:
//   - we call the text well-formed  ⇒ nlohmann accepts it and builds the same value;
//   - nlohmann accepts, we do not   ⇒ one of the documented stricter cases
//     (parsers/json/README.md: byte-order mark, NUL after the value, harness limits);
//   - whatever the text: the result is consistent (positions inside the text and
//     nested, findings sorted, every string in the tree valid UTF-8 so that dumping
//     it never throws).
// Any violation aborts with the text and what went wrong.
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <string_view>

#include <nlohmann/json.hpp>

#include "parsers/json/parser.hpp"
#include "parsers/json/to_nlohmann.hpp"

namespace {

using conform::json::Value;

std::string_view input;

[[noreturn]] void fail(const char* what, const std::string& detail = "") {
  std::string shown = nlohmann::json(std::string(input)).dump(-1, ' ', true, nlohmann::json::error_handler_t::replace);
  std::fprintf(stderr, "json_parser_fuzzer: %s\n--- input (as a JSON string) ---\n%s\n--- detail ---\n%s\n", what,
               shown.c_str(), detail.c_str());
  std::abort();
}

void check_tree(const Value& v, std::size_t size) {
  if (v.begin >= v.end || v.end > size) fail("a value's range is empty or outside the text");
  std::uint32_t previous = v.begin;
  for (const auto& e : v.elements) {
    if (e.begin < previous || e.end > v.end) fail("an element's range is outside its array or out of order");
    check_tree(e, size);
    previous = e.end;
  }
  for (const auto& m : v.members) {
    if (m.key.begin < previous || m.key.end > m.value.begin || m.value.end > v.end)
      fail("a member's range is outside its object or out of order");
    check_tree(m.value, size);
    previous = m.value.end;
  }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  input = std::string_view(reinterpret_cast<const char*>(data), size);
  const conform::json::ParseResult r = conform::json::parse(input);

  // Consistency, whatever the text.
  if (r.limit && (r.value || r.syntax_error)) fail("a limit and a parse");
  if (!r.limit && r.value.has_value() == r.syntax_error.has_value()) fail("neither or both of a value and an error");
  for (std::size_t i = 0; i < r.findings.size(); ++i) {
    if (r.findings[i].offset >= size) fail("a finding outside the text");
    if (i > 0 && r.findings[i - 1].offset > r.findings[i].offset) fail("findings out of order");
    if (!r.has(r.findings[i].kind)) fail("a listed finding not counted");
  }
  if (r.syntax_error && r.syntax_error->offset > size) fail("a syntax error outside the text");
  nlohmann::json ours;
  if (r.value) {
    check_tree(*r.value, size);
    ours = conform::json::to_nlohmann(*r.value);
    try {
      (void)ours.dump();
    } catch (const nlohmann::json::exception& e) {
      fail("the tree does not dump (invalid UTF-8 in a string?)", e.what());
    }
  }

  // Against nlohmann.
  const nlohmann::json theirs = nlohmann::json::parse(input.begin(), input.end(), nullptr, false);
  if (r.well_formed()) {
    if (theirs.is_discarded()) fail("well-formed for us, rejected by nlohmann");
    if (ours != theirs) fail("both accept, the values differ", ours.dump() + "\n" + theirs.dump());
  } else if (!theirs.is_discarded()) {
    if (conform::json::stricter_than_nlohmann(input) == conform::json::Stricter::none)
      fail("accepted by nlohmann, rejected by us, and not a documented stricter case",
           r.syntax_error ? r.syntax_error->message : (r.findings.empty() ? "" : r.findings[0].message));
  }
  return 0;
}
