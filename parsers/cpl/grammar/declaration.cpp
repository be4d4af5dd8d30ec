#include "parsers/cpl/grammar/declaration_def.hpp"

namespace conform::cpl::parser {
BOOST_SPIRIT_INSTANTIATE(plan_type, iterator_type, context_type)
BOOST_SPIRIT_INSTANTIATE(function_type, iterator_type, context_type)
BOOST_SPIRIT_INSTANTIATE(signature_type, iterator_type, context_type)
}  // namespace conform::cpl::parser
