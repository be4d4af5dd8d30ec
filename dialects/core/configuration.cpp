#include "dialects/core/configuration.hpp"

#include <charconv>
#include <limits>
#include <string>

#include "dialects/core/registry.hpp"

namespace conform::dialects {

Configuration::Configuration() {
  for (const Dialect* d : dialects::all()) dialects_.push_back(d->builtin());
}

Configuration::Configuration(const nlohmann::json& document) {
  if (!document.is_object()) throw ConfigError("a configuration must be a JSON object");
  for (const auto& [key, section] : document.items())
    if (!dialects::find(key)) throw ConfigError("unknown section \"" + key + "\" (sections are dialect ids: " + id_list() + ")");
  for (const Dialect* d : dialects::all()) {
    const auto it = document.find(std::string(d->id()));
    try {
      dialects_.push_back(d->configure(it == document.end() ? nullptr : &*it));
    } catch (const std::runtime_error& e) {
      throw ConfigError(e.what());
    }
  }
}

const Configured* Configuration::find(std::string_view id) const {
  for (const auto& d : dialects_)
    if (d->id() == id) return d.get();
  return nullptr;
}

const Configured& Configuration::at(std::string_view id) const {
  if (const Configured* d = find(id)) return *d;
  throw std::out_of_range("no dialect '" + std::string(id) + "'");
}

std::vector<const Configured*> Configuration::all() const {
  std::vector<const Configured*> out;
  for (const auto& d : dialects_) out.push_back(d.get());
  return out;
}

std::vector<OwnedOption> all_options() {
  std::vector<OwnedOption> out;
  for (const Dialect* d : dialects::all())
    for (const Option& o : d->descriptor().options) out.push_back({d, &o});
  return out;
}

void set_option(nlohmann::json& document, const OwnedOption& owned, const std::string& value) {
  std::size_t n = 0;
  const char* end = value.data() + value.size();
  auto [ptr, ec] = std::from_chars(value.data(), end, n);
  if (ec == std::errc::result_out_of_range && ptr == end)
    throw ConfigError("--" + std::string(owned.option->name) + " must be at most " +
                      std::to_string(std::numeric_limits<std::size_t>::max()) + ", not '" + value + "'");
  if (ec != std::errc() || ptr != end || n == 0)
    throw ConfigError("--" + std::string(owned.option->name) + " must be a whole number of at least 1, not '" + value + "'");
  auto& section = document[std::string(owned.dialect->id())];
  if (!section.is_null() && !section.is_object())
    throw ConfigError("the \"" + std::string(owned.dialect->id()) + "\" section must be an object");
  section[std::string(owned.option->config_key)] = n;
}

}  // namespace conform::dialects
