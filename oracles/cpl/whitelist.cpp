#include "oracles/cpl/whitelist.hpp"

#include <nlohmann/json.hpp>
#include <stdexcept>

#include "oracles/cpl/types.hpp"
#include "parsers/cpl/parser.hpp"
#include "spec/embedded.hpp"

namespace conform::cpl {

const Whitelist& Whitelist::builtin() {
  static const Whitelist whitelist =
      from_json(nlohmann::json::parse(spec::embedded_file("cpl/syscalls.json")).at("cpl"));
  return whitelist;
}

Whitelist Whitelist::from_json(const nlohmann::json& section) {
  if (!section.is_object() || !section.contains("syscalls") || !section["syscalls"].is_array())
    throw std::runtime_error("the \"cpl\" section needs \"syscalls\": an array of signatures like \"log(text: String) : Void\"");
  Whitelist w;
  for (const auto& entry : section["syscalls"]) {
    if (!entry.is_string()) throw std::runtime_error("cpl syscall entries must be strings, found " + entry.dump());
    std::string text = entry.get<std::string>();
    auto store = std::make_shared<x3kit::TextStore>(text);
    std::string why;
    auto signature = parse_signature(*store, &why);
    if (!signature) throw std::runtime_error("cpl syscall \"" + text + "\": " + why);
    for (const auto& p : signature->params) {
      if (!p.type) throw std::runtime_error("cpl syscall \"" + text + "\": parameter " + p.name.name + " has no type");
      if (auto problem = type_problem(*p.type, false); !problem.empty())
        throw std::runtime_error("cpl syscall \"" + text + "\": " + problem);
    }
    if (auto problem = type_problem(signature->return_type, true); !problem.empty())
      throw std::runtime_error("cpl syscall \"" + text + "\": " + problem);
    if (w.find(signature->name.name))
      throw std::runtime_error("cpl syscall \"" + signature->name.name + "\" is listed twice");
    w.callables_.push_back(callable_of(signature->params, &signature->return_type));
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

}  // namespace conform::cpl
