#include "parsers/java/grammar/compound_statement_def.hpp"

namespace conform::java::parser {
BOOST_SPIRIT_INSTANTIATE(if_stmt_type, iterator_type, context_type)
BOOST_SPIRIT_INSTANTIATE(for_each_stmt_type, iterator_type, context_type)
BOOST_SPIRIT_INSTANTIATE(classic_for_stmt_type, iterator_type, context_type)
BOOST_SPIRIT_INSTANTIATE(while_stmt_type, iterator_type, context_type)
BOOST_SPIRIT_INSTANTIATE(do_while_stmt_type, iterator_type, context_type)
BOOST_SPIRIT_INSTANTIATE(switch_stmt_type, iterator_type, context_type)
BOOST_SPIRIT_INSTANTIATE(try_stmt_type, iterator_type, context_type)
BOOST_SPIRIT_INSTANTIATE(synchronized_stmt_type, iterator_type, context_type)
}  // namespace conform::java::parser
