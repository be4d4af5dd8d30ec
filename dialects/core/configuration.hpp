#pragma once
// The settings of every registered dialect, as one value: built from a --config document
// (its sections are dialect ids) and the dialects' own command-line options.
#include <map>
#include <memory>
#include <nlohmann/json.hpp>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include "dialects/core/dialect.hpp"

namespace conform::dialects {

// What is wrong with a configuration, in one line.
struct ConfigError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

class Configuration {
 public:
  // Every registered dialect with its built-in settings.
  Configuration();
  // `document` is a --config document (a JSON object; sections are dialect ids); absent
  // sections keep the built-in settings. Throws ConfigError.
  explicit Configuration(const nlohmann::json& document);

  // The configured dialect; nullptr when no dialect has that id.
  const Configured* find(std::string_view id) const;
  // Throws std::out_of_range for an unknown id.
  const Configured& at(std::string_view id) const;
  // Every dialect, in registration order.
  std::vector<const Configured*> all() const;

 private:
  std::vector<std::shared_ptr<const Configured>> dialects_;
};

// Every dialect's command-line options, with the dialect they belong to.
struct OwnedOption {
  const Dialect* dialect;
  const Option* option;
};
std::vector<OwnedOption> all_options();

// Puts an option's value into its dialect's section of `document` (creating it); throws
// ConfigError when the value is not a whole number of at least 1.
void set_option(nlohmann::json& document, const OwnedOption&, const std::string& value);

}  // namespace conform::dialects
