#pragma once
#include <string_view>
#include <vector>

namespace conform::spec {

// The text of a file under spec/, by its path relative to spec/ ("cpl/rules.json");
// empty when no such file was embedded.
std::string_view embedded_file(std::string_view name);
// The names of every embedded file, in the order they were embedded.
std::vector<std::string_view> embedded_names();

}  // namespace conform::spec
