#include "parsers/cpl/grammar/expression_def.hpp"

namespace conform::cpl::parser {
BOOST_SPIRIT_INSTANTIATE(expr_type, iterator_type, context_type)
}  // namespace conform::cpl::parser
