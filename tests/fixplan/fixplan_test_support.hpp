#pragma once
// For the fixplan rule tests: the document's example as a tree, changed one way or
// another, printed and checked.
#include <functional>
#include <set>
#include <string>
#include <vector>

#include "core/diagnostic.hpp"
#include "parsers/json/ast.hpp"

namespace conform::fixplan::test {

// corpus/fixplan/valid/doc-example.json, parsed.
const json::Value& example();
// The example with `change` applied, printed with the default style.
std::string changed(const std::function<void(json::Value&)>& change);

std::vector<Diagnostic> check_text(const std::string& text);
std::set<std::string> errors_of(const std::string& text);
std::set<std::string> warnings_of(const std::string& text);
// The single diagnostic of `text`; fails the test (and returns an empty one) otherwise.
Diagnostic only_diagnostic(const std::string& text);

// Places in a plan tree: tasks[i], tasks[i].edits[j], a top-level object by key.
json::Value& task(json::Value& plan, std::size_t i);
json::Value& edit(json::Value& plan, std::size_t task_index, std::size_t edit_index);
json::Value& member(json::Value& object, const std::string& key);
// A task with the given id and dependencies and one valid edit.
json::Value new_task(const std::string& id, const std::vector<std::string>& dependencies = {});

}  // namespace conform::fixplan::test
