#include "parsers/cpl/grammar/compound_statement_def.hpp"

namespace conform::cpl::parser {
BOOST_SPIRIT_INSTANTIATE(if_stmt_type, iterator_type, context_type)
BOOST_SPIRIT_INSTANTIATE(for_stmt_type, iterator_type, context_type)
BOOST_SPIRIT_INSTANTIATE(try_stmt_type, iterator_type, context_type)
BOOST_SPIRIT_INSTANTIATE(while_stmt_type, iterator_type, context_type)
BOOST_SPIRIT_INSTANTIATE(do_while_stmt_type, iterator_type, context_type)
BOOST_SPIRIT_INSTANTIATE(switch_stmt_type, iterator_type, context_type)
}  // namespace conform::cpl::parser
