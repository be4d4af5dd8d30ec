#include "dialects/core/registry.hpp"

#include <nlohmann/json.hpp>

namespace conform::dialects {

// Generated from dialects/registered.cmake (registered.cpp in the build folder).
std::vector<const Dialect*> registered();

const std::vector<const Dialect*>& all() {
  static const std::vector<const Dialect*> dialects = registered();
  return dialects;
}

const Dialect* find(std::string_view id) {
  for (const Dialect* d : all())
    if (d->id() == id) return d;
  return nullptr;
}

std::string id_list() {
  std::string out;
  for (const Dialect* d : all()) out += (out.empty() ? "" : ", ") + std::string(d->id());
  return out;
}

const Dialect* for_extension(std::string_view file) {
  const Dialect* found = nullptr;
  for (const Dialect* d : all()) {
    auto ext = d->extension();
    if (file.size() > ext.size() && file.substr(file.size() - ext.size()) == ext) {
      if (found) return nullptr;
      found = d;
    }
  }
  return found;
}

std::shared_ptr<const Configured> Dialect::builtin() const { return configure(nullptr); }

}  // namespace conform::dialects
