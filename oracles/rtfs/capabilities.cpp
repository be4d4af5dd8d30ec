#include "oracles/rtfs/capabilities.hpp"

#include <stdexcept>

#include "spec/embedded.hpp"

namespace conform::rtfs {

using namespace std::string_view_literals;
namespace {

[[noreturn]] void fail(const std::string& where, const std::string& what) {
  throw std::runtime_error("rtfs." + where + ": " + what);
}

Type read_type(const nlohmann::json& j, const std::string& where) {
  if (!j.is_string()) fail(where, "a type name must be a string");
  bool known = false;
  Type t = type_named(j.get<std::string>(), &known);
  if (!known) fail(where, "unknown type \"" + j.get<std::string>() + "\" (any, string, number, keyword, map, vector, boolean, nil, text)");
  return t;
}

Shape read_keyed(const nlohmann::json& j, Shape::Kind kind, const char* member, const std::string& where) {
  Shape s;
  s.kind = kind;
  const auto& keys = j.at(member);
  if (!keys.is_object()) fail(where, std::string(member) + " must be an object of key: type");
  for (const auto& [k, v] : keys.items()) s.keys.emplace_back(k, read_type(v, where + "." + k));
  if (j.contains("required")) {
    if (!j["required"].is_array()) fail(where, "required must be an array of keys");
    for (const auto& r : j["required"]) {
      if (!r.is_string() || !s.key(r.get<std::string>())) fail(where, "required names a key it does not list");
      s.required.push_back(r.get<std::string>());
    }
  }
  for (const auto& [k, v] : j.items())
    if (k != member && k != "required"sv) fail(where, "unknown member \"" + k + "\"");
  return s;
}

Shape read_shape(const nlohmann::json& j, const std::string& where) {
  if (j.is_string()) return Shape{Shape::Kind::value, read_type(j, where), {}, {}};
  if (j.is_object() && j.contains("map")) return read_keyed(j, Shape::Kind::map, "map", where);
  if (j.is_object() && j.contains("keywords")) return read_keyed(j, Shape::Kind::keywords, "keywords", where);
  fail(where, "an argument is a type name, {\"map\": {…}} or {\"keywords\": {…}}");
}

Capability read_capability(const nlohmann::json& j, const std::string& where) {
  if (!j.is_object()) fail(where, "a capability is an object");
  Capability c;
  if (!j.contains("id") || !j["id"].is_string() || j["id"].get<std::string>().empty()) fail(where, "id must be a non-empty string");
  c.id = j["id"].get<std::string>();
  if (c.id.front() == ':') c.id.erase(0, 1);
  const std::string at = where + "(" + c.id + ")";
  for (const auto& [k, v] : j.items()) {
    if (k == "id"sv) continue;
    if (k == "signature"sv) {
      if (!v.is_string()) fail(at, "signature must be a string");
      c.signature = v.get<std::string>();
    } else if (k == "quoted_id"sv) {
      if (!v.is_boolean()) fail(at, "quoted_id must be true or false");
      c.quoted_id = v.get<bool>();
    } else if (k == "returns"sv) {
      if (v.is_object() && v.contains("map")) {
        if (v.contains("required")) fail(at + ".returns", "a result has every key it lists: required is for arguments");
        c.result_keys = read_keyed(v, Shape::Kind::map, "map", at + ".returns");
        c.returns = Type::map;
      } else {
        c.returns = read_type(v, at + ".returns");
      }
    } else if (k == "forms"sv) {
      if (!v.is_array() || v.empty()) fail(at, "forms must be a non-empty array of argument lists");
      for (std::size_t f = 0; f < v.size(); ++f) {
        if (!v[f].is_array()) fail(at, "each form is an array of arguments");
        std::vector<Shape> form;
        for (std::size_t a = 0; a < v[f].size(); ++a)
          form.push_back(read_shape(v[f][a], at + ".forms[" + std::to_string(f) + "][" + std::to_string(a) + "]"));
        for (const auto& s : form)
          if (s.kind == Shape::Kind::keywords && form.size() != 1) fail(at, "keyword arguments are a form's only argument");
        c.forms.push_back(std::move(form));
      }
    } else {
      fail(at, "unknown member \"" + k + "\"");
    }
  }
  if (c.forms.empty()) fail(at, "forms is required");
  return c;
}

}  // namespace

const Type* Shape::key(std::string_view name) const {
  for (const auto& [k, t] : keys)
    if (k == name) return &t;
  return nullptr;
}

const Capabilities& Capabilities::builtin() {
  static const Capabilities c =
      from_json(nlohmann::json::parse(spec::embedded_file("rtfs/capabilities.json")).at("rtfs"));
  return c;
}

Capabilities Capabilities::from_json(const nlohmann::json& section) {
  if (!section.is_object()) throw std::runtime_error("rtfs: the section must be an object");
  for (const auto& [k, v] : section.items())
    if (k != "capabilities"sv) fail(k, "unknown setting (the rtfs section has \"capabilities\")");
  if (!section.contains("capabilities") || !section["capabilities"].is_array())
    fail("capabilities", "must be an array of capabilities");
  Capabilities out;
  out.section_ = section;
  const auto& list = section["capabilities"];
  for (std::size_t i = 0; i < list.size(); ++i) {
    Capability c = read_capability(list[i], "capabilities[" + std::to_string(i) + "]");
    if (out.find(c.id)) fail("capabilities[" + std::to_string(i) + "]", "the capability " + c.id + " is listed twice");
    out.capabilities_.push_back(std::move(c));
  }
  return out;
}

const Capability* Capabilities::find(std::string_view id) const {
  for (const auto& c : capabilities_)
    if (c.id == id) return &c;
  return nullptr;
}

}  // namespace conform::rtfs
