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

namespace {

// Whether `file` is named like a plan of `d`: its extension, after a name.
bool named_like(std::string_view file, const Dialect& d) {
  return file.size() > d.extension().size() && file.ends_with(d.extension());
}

}  // namespace

const Dialect* for_extension(std::string_view file) {
  const Dialect* found = nullptr;
  for (const Dialect* d : all()) {
    if (named_like(file, *d)) {
      if (found) return nullptr;
      found = d;
    }
  }
  return found;
}

const Dialect* for_path(std::string_view file) {
  if (const Dialect* d = for_extension(file)) return d;
  const std::size_t name = file.rfind('/');
  std::string_view folders = name == std::string_view::npos ? std::string_view() : file.substr(0, name);
  while (!folders.empty()) {  // the nearest folder first
    const std::size_t slash = folders.rfind('/');
    const std::string_view folder = slash == std::string_view::npos ? folders : folders.substr(slash + 1);
    for (const Dialect* d : all())
      if (folder == d->id() && named_like(file, *d)) return d;
    folders = slash == std::string_view::npos ? std::string_view() : folders.substr(0, slash);
  }
  return nullptr;
}

std::shared_ptr<const Configured> Dialect::builtin() const { return configure(nullptr); }

}  // namespace conform::dialects
