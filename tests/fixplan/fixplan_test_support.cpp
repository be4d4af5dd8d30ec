#include "tests/fixplan/fixplan_test_support.hpp"

#include <gtest/gtest.h>

#include "oracles/fixplan/check.hpp"
#include "parsers/json/build.hpp"
#include "parsers/json/parser.hpp"
#include "parsers/json/printer.hpp"
#include "tests/test_support.hpp"

namespace conform::fixplan::test {

namespace build = json::build;

const json::Value& example() {
  static const json::Value tree = [] {
    auto parsed = json::parse(conform::test::read_file(conform::test::corpus_dir("fixplan") / "valid" / "doc-example.json"));
    if (!parsed.value) throw std::runtime_error("doc-example.json is not JSON");
    return *parsed.value;
  }();
  return tree;
}

std::string changed(const std::function<void(json::Value&)>& change) {
  json::Value plan = example();
  change(plan);
  return json::print(plan);
}

std::vector<Diagnostic> check_text(const std::string& text) { return check(SourceText("test.json", text)); }

namespace {

std::set<std::string> rules_of(const std::string& text, Severity severity) {
  std::set<std::string> out;
  for (const auto& d : check_text(text))
    if (d.severity == severity) out.insert(d.rule);
  return out;
}

}  // namespace

std::set<std::string> errors_of(const std::string& text) { return rules_of(text, Severity::error); }
std::set<std::string> warnings_of(const std::string& text) { return rules_of(text, Severity::warning); }

Diagnostic only_diagnostic(const std::string& text) {
  auto diagnostics = check_text(text);
  EXPECT_EQ(diagnostics.size(), 1u) << text << conform::test::describe(SourceText("test.json", text), diagnostics);
  return diagnostics.size() == 1 ? diagnostics.front() : Diagnostic{};
}

json::Value& member(json::Value& object, const std::string& key) { return build::at(object, key); }

json::Value& task(json::Value& plan, std::size_t i) { return member(plan, "tasks").elements.at(i); }

json::Value& edit(json::Value& plan, std::size_t task_index, std::size_t edit_index) {
  return member(task(plan, task_index), "edits").elements.at(edit_index);
}

json::Value new_task(const std::string& id, const std::vector<std::string>& dependencies) {
  json::Value t = build::object(
      {{"id", build::string(id)},
       {"title", build::string("Update " + id)},
       {"rationale", build::string("Needed.")},
       {"acceptance", build::strings({"It builds."})},
       {"edits", build::array({build::object({{"action", build::string("modify_file")},
                                               {"path", build::string("Sources/" + id + ".swift")},
                                               {"instructions", build::string("Change it.")},
                                               {"strategy", build::string("unified_patch")},
                                               {"context_files", build::strings({"Sources/" + id + ".swift"})}})})}});
  if (!dependencies.empty()) build::set(t, "dependencies", build::strings(dependencies));
  return t;
}

}  // namespace conform::fixplan::test
