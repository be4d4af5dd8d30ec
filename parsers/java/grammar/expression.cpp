#include "parsers/java/grammar/expression_def.hpp"

namespace conform::java::parser {
BOOST_SPIRIT_INSTANTIATE(expr_type, iterator_type, context_type)
}  // namespace conform::java::parser
