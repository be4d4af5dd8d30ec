#pragma once
// The breakers of the plan's own rules, by rule id: each, run inside rc::gen::exec,
// returns a valid plan tree changed so that among errors it breaks exactly that rule.
// breakers.cpp prints them and adds the envelope rules.
#include <functional>
#include <map>
#include <string>

#include "parsers/json/ast.hpp"

namespace conform::fixplan::gen {

using Breaker = std::function<json::Value()>;
using BreakerTable = std::map<std::string, Breaker>;

void add_schema_breakers(BreakerTable&);    // schema_breakers.cpp
void add_document_breakers(BreakerTable&);  // document_breakers.cpp

}  // namespace conform::fixplan::gen
