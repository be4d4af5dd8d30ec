#include "oracles/java/whitelist.hpp"

#include <nlohmann/json.hpp>
#include <stdexcept>

#include "oracles/java/types.hpp"
#include "parsers/java/parser.hpp"
#include "spec/embedded.hpp"

namespace conform::java {

const Whitelist& Whitelist::builtin() {
  static const Whitelist whitelist = [] {
    Whitelist w = from_json(nlohmann::json::parse(spec::embedded_file("java/syscalls.json")).at("java"));
    w.builtin_ = true;
    return w;
  }();
  return whitelist;
}

Whitelist Whitelist::from_json(const nlohmann::json& section) {
  if (!section.is_object() || !section.contains("syscalls") || !section["syscalls"].is_array())
    throw std::runtime_error(
        "the \"java\" section needs \"syscalls\": an array of signatures like \"ToolResult cloneRepo(String ref)\"");
  Whitelist w;
  for (const auto& entry : section["syscalls"]) {
    if (!entry.is_string()) throw std::runtime_error("java syscall entries must be strings, found " + entry.dump());
    const std::string text = entry.get<std::string>();
    auto store = std::make_shared<x3kit::TextStore>(text);
    std::string why;
    auto signature = parse_signature(*store, &why);
    if (!signature) throw std::runtime_error("java syscall \"" + text + "\": " + why);
    for (const auto& p : signature->params) {
      if (!p.modifiers.empty() || p.varargs)
        throw std::runtime_error("java syscall \"" + text + "\": parameters are a type and a name");
      if (auto problem = type_problem(p.type, TypeRole::parameter); !problem.empty())
        throw std::runtime_error("java syscall \"" + text + "\": " + problem);
    }
    if (auto problem = type_problem(signature->return_type, TypeRole::return_type); !problem.empty())
      throw std::runtime_error("java syscall \"" + text + "\": " + problem);
    if (w.find(signature->name.name))
      throw std::runtime_error("java syscall \"" + signature->name.name + "\" is listed twice");
    w.signatures_.push_back(std::move(*signature));
    w.texts_.push_back(std::move(store));
  }
  return w;
}

const ast::Signature* Whitelist::find(std::string_view name) const {
  for (const auto& s : signatures_)
    if (s.name.name == name) return &s;
  return nullptr;
}

}  // namespace conform::java
