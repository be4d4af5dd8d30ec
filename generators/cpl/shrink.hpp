#pragma once
#include <string>
#include <vector>

namespace conform::cpl::gen {

// Smaller plans than `text`: one function (not main) or one statement left out,
// reprinted. Empty when the text does not parse.
std::vector<std::string> shrink_candidates(const std::string& text);

}  // namespace conform::cpl::gen
