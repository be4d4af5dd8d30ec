#pragma once
// How the batch protocol carries a plan's bytes exactly (docs/run.md): a JSON string
// when the bytes are UTF-8, base64 (RFC 4648, with padding) when they are not.
#include <string>
#include <string_view>

namespace conform::run {

bool is_utf8(std::string_view bytes);
std::string base64(std::string_view bytes);

}  // namespace conform::run
