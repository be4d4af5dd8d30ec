#include "parsers/java/grammar/postfix_def.hpp"

namespace conform::java::parser {
BOOST_SPIRIT_INSTANTIATE(postfix_expr_type, iterator_type, context_type)
}  // namespace conform::java::parser
