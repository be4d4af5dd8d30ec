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

const Dialect* for_path(std::string_view file) {
  if (const Dialect* d = for_extension(file)) return d;
  std::string_view folders = file.substr(0, file.find_last_of('/') == std::string_view::npos ? 0 : file.find_last_of('/'));
  while (!folders.empty()) {
    const std::size_t slash = folders.find_last_of('/');
    const std::string_view folder = slash == std::string_view::npos ? folders : folders.substr(slash + 1);
    for (const Dialect* d : all()) {
      const auto ext = d->extension();
      if (folder == d->id() && file.size() > ext.size() && file.ends_with(ext)) return d;
    }
    if (slash == std::string_view::npos) break;
    folders = folders.substr(0, slash);
  }
  return nullptr;
}

std::shared_ptr<const Configured> Dialect::builtin() const { return configure(nullptr); }

}  // namespace conform::dialects
