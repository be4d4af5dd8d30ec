#include "parsers/cpl/grammar/common_def.hpp"

namespace conform::cpl::parser {
BOOST_SPIRIT_INSTANTIATE(name_type, iterator_type, context_type)
BOOST_SPIRIT_INSTANTIATE(identifier_type, iterator_type, context_type)
BOOST_SPIRIT_INSTANTIATE(type_ref_type, iterator_type, context_type)
BOOST_SPIRIT_INSTANTIATE(string_lit_type, iterator_type, context_type)
}  // namespace conform::cpl::parser
