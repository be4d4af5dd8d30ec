#pragma once
// Layout and key order for generated JSON plans. A JSON contract's verdict never
// depends on either, and the properties check that it does not.
#include <rapidcheck.h>
#include <string>

#include "parsers/json/ast.hpp"
#include "parsers/json/printer.hpp"

namespace conform::json_gen {

rc::Gen<json::PrintStyle> print_style();
// The tree printed in a generated style, the members of every object in a generated order.
rc::Gen<std::string> restyled(const json::Value&);

// Text drawn from scripts LLM output mixes in (Latin, accents, CJK, emoji, RTL), never
// blank; for titles, descriptions and the like.
rc::Gen<std::string> prose_text();

}  // namespace conform::json_gen
