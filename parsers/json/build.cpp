#include "parsers/json/build.hpp"

#include <algorithm>
#include <stdexcept>

namespace conform::json::build {

Value null() { return Value{}; }

Value boolean(bool b) {
  Value v;
  v.kind = Value::Kind::boolean;
  v.boolean = b;
  return v;
}

Value integer(std::int64_t n) { return number_text(std::to_string(n)); }

Value number_text(std::string text) {
  Value v;
  v.kind = Value::Kind::number;
  v.number = NumberText(std::move(text));
  return v;
}

Value string(std::string s) {
  Value v;
  v.kind = Value::Kind::string;
  v.string = std::move(s);
  return v;
}

Value array(List<Value> elements) {
  Value v;
  v.kind = Value::Kind::array;
  v.elements = std::move(elements);
  return v;
}

Value strings(const std::vector<std::string>& items) {
  List<Value> elements;
  elements.reserve(items.size());
  for (const auto& s : items) elements.push_back(string(s));
  return array(std::move(elements));
}

Value object(std::vector<std::pair<std::string, Value>> members) {
  Value v;
  v.kind = Value::Kind::object;
  for (auto& [key, value] : members) {
    Member m;
    m.key.text = std::move(key);
    m.value = std::move(value);
    v.members.push_back(std::move(m));
  }
  return v;
}

void set(Value& object, std::string_view key, Value value) {
  for (auto it = object.members.rbegin(); it != object.members.rend(); ++it)
    if (it->key.text == key) {
      it->value = std::move(value);
      return;
    }
  Member m;
  m.key.text = std::string(key);
  m.value = std::move(value);
  object.members.push_back(std::move(m));
}

void erase(Value& object, std::string_view key) {
  std::erase_if(object.members, [&](const Member& m) { return m.key.text == key; });
}

void rename(Value& object, std::string_view from, std::string to) {
  for (auto& m : object.members)
    if (m.key.text == from) m.key.text = to;
}

Value& at(Value& object, std::string_view key) {
  for (auto it = object.members.rbegin(); it != object.members.rend(); ++it)
    if (it->key.text == key) return it->value;
  throw std::logic_error("no member \"" + std::string(key) + "\"");
}

}  // namespace conform::json::build
