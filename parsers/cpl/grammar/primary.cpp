#include "parsers/cpl/grammar/primary_def.hpp"

namespace conform::cpl::parser {
BOOST_SPIRIT_INSTANTIATE(primary_type, iterator_type, context_type)
}  // namespace conform::cpl::parser
