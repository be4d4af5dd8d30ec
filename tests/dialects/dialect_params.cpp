#include "tests/dialects/dialect_params.hpp"

#include <cctype>

namespace conform::test {

std::vector<std::string> dialect_ids() {
  std::vector<std::string> out;
  for (const dialects::Dialect* d : dialects::all()) out.emplace_back(d->id());
  return out;
}

std::vector<DialectRule> breakable_rules_of_every_dialect() {
  std::vector<DialectRule> out;
  for (const dialects::Dialect* d : dialects::all())
    for (const auto& rule : d->builtin()->breakable_rules()) out.push_back({std::string(d->id()), rule});
  return out;
}

std::string identifier(std::string text) {
  for (char& c : text)
    if (!std::isalnum(static_cast<unsigned char>(c))) c = '_';
  return text;
}

}  // namespace conform::test
