// The one translation unit that compiles the JSON grammar.
#include "parsers/json/grammar_def.hpp"

namespace conform::json::parser {
BOOST_SPIRIT_INSTANTIATE(value_type, iterator_type, context_type)
}  // namespace conform::json::parser
