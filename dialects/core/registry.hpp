#pragma once
// Every registered dialect, in registration order (dialects/registered.cmake; the list
// is generated from it at build time). Every list of dialects derives from this one.
#include <string>
#include <string_view>
#include <vector>

#include "dialects/core/dialect.hpp"

namespace conform::dialects {

const std::vector<const Dialect*>& all();
// nullptr when no dialect has that id.
const Dialect* find(std::string_view id);
// "cpl, stepplan, fixplan", for messages.
std::string id_list();
// `--dialect auto` (docs/design.md); empty when the text fits none.
std::string_view detect(std::string_view text);
// The one dialect whose files end like `file`, or nullptr (none, or more than one).
const Dialect* for_extension(std::string_view file);
// The dialect a file's path tells: its extension, and where dialects share it (.json),
// the nearest folder of the path named after one of them, as the corpus lays cases out
// (`corpus/stepplan/invalid/x.json`) and `conform run` gives them to a target.
const Dialect* for_path(std::string_view file);

}  // namespace conform::dialects
