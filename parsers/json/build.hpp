#pragma once
// Terse construction of JSON trees, for generators and tests. Positions stay zero.
#include <cstdint>
#include <initializer_list>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "parsers/json/ast.hpp"

namespace conform::json::build {

Value null();
Value boolean(bool);
Value integer(std::int64_t);
Value number_text(std::string text);  // as written: "1.0", "1e3"
Value string(std::string);
Value array(List<Value> elements = {});
Value strings(const std::vector<std::string>&);
Value object(std::vector<std::pair<std::string, Value>> members = {});

// Mutations that keep member order: set replaces the last member named `key` or appends;
// erase removes every member named `key`; rename keeps the value and the place.
void set(Value& object, std::string_view key, Value value);
void erase(Value& object, std::string_view key);
void rename(Value& object, std::string_view from, std::string to);
// The member named `key` (the last one); throws std::logic_error when absent.
Value& at(Value& object, std::string_view key);

}  // namespace conform::json::build
