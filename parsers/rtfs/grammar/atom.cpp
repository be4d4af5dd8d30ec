#include "parsers/rtfs/grammar/atom_def.hpp"

namespace conform::rtfs::parser {
BOOST_SPIRIT_INSTANTIATE(string_lit_type, iterator_type, context_type)
BOOST_SPIRIT_INSTANTIATE(number_lit_type, iterator_type, context_type)
BOOST_SPIRIT_INSTANTIATE(keyword_lit_type, iterator_type, context_type)
BOOST_SPIRIT_INSTANTIATE(symbol_lit_type, iterator_type, context_type)
}  // namespace conform::rtfs::parser
