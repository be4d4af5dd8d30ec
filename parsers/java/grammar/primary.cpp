#include "parsers/java/grammar/primary_def.hpp"

namespace conform::java::parser {
BOOST_SPIRIT_INSTANTIATE(primary_type, iterator_type, context_type)
}  // namespace conform::java::parser
