#include "run/duplicate_key.hpp"

#include <nlohmann/json.hpp>
#include <set>
#include <vector>

namespace conform::run {
namespace {

// Keeps the keys of each open object; stops at the first one seen twice.
class KeyTracker : public nlohmann::json_sax<nlohmann::json> {
 public:
  std::optional<std::string> duplicate;

  bool null() override { return true; }
  bool boolean(bool) override { return true; }
  bool number_integer(number_integer_t) override { return true; }
  bool number_unsigned(number_unsigned_t) override { return true; }
  bool number_float(number_float_t, const string_t&) override { return true; }
  bool string(string_t&) override { return true; }
  bool binary(binary_t&) override { return true; }
  bool start_object(std::size_t) override {
    open_.emplace_back();
    return true;
  }
  bool key(string_t& k) override {
    if (!open_.back().insert(k).second) {
      duplicate = k;
      return false;
    }
    return true;
  }
  bool end_object() override {
    open_.pop_back();
    return true;
  }
  bool start_array(std::size_t) override { return true; }
  bool end_array() override { return true; }
  bool parse_error(std::size_t, const std::string&, const nlohmann::detail::exception&) override { return false; }

 private:
  std::vector<std::set<std::string>> open_;
};

}  // namespace

std::optional<std::string> duplicate_key(std::string_view json_text) {
  KeyTracker tracker;
  nlohmann::json::sax_parse(json_text, &tracker, nlohmann::json::input_format_t::json, false);
  return tracker.duplicate;
}

}  // namespace conform::run
