#include "parsers/cpl/grammar/statement_def.hpp"

namespace conform::cpl::parser {
BOOST_SPIRIT_INSTANTIATE(block_type, iterator_type, context_type)
BOOST_SPIRIT_INSTANTIATE(case_body_type, iterator_type, context_type)
BOOST_SPIRIT_INSTANTIATE(statement_type, iterator_type, context_type)
}  // namespace conform::cpl::parser
