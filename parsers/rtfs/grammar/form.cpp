#include "parsers/rtfs/grammar/form_def.hpp"

namespace conform::rtfs::parser {
BOOST_SPIRIT_INSTANTIATE(form_type, iterator_type, context_type)
}  // namespace conform::rtfs::parser
