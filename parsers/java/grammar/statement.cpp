#include "parsers/java/grammar/statement_def.hpp"

namespace conform::java::parser {
BOOST_SPIRIT_INSTANTIATE(block_type, iterator_type, context_type)
BOOST_SPIRIT_INSTANTIATE(statement_type, iterator_type, context_type)
BOOST_SPIRIT_INSTANTIATE(simple_statement_type, iterator_type, context_type)
BOOST_SPIRIT_INSTANTIATE(local_var_head_type, iterator_type, context_type)
BOOST_SPIRIT_INSTANTIATE(assigned_type, iterator_type, context_type)
}  // namespace conform::java::parser
