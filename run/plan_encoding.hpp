#pragma once
// How the batch protocol carries a plan's bytes exactly (docs/run.md): a JSON string
// when the bytes are UTF-8, base64 (RFC 4648, with padding) when they are not.
#include <nlohmann/json.hpp>
#include <string>
#include <string_view>

namespace conform::run {

bool is_utf8(std::string_view bytes);
std::string base64(std::string_view bytes);

// Adds "plan" or "plan_base64" to a batch request.
void put_plan(nlohmann::json& request, const std::string& bytes);

}  // namespace conform::run
