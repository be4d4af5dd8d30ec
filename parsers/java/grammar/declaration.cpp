#include "parsers/java/grammar/declaration_def.hpp"

namespace conform::java::parser {
BOOST_SPIRIT_INSTANTIATE(class_decl_type, iterator_type, context_type)
BOOST_SPIRIT_INSTANTIATE(class_head_type, iterator_type, context_type)
BOOST_SPIRIT_INSTANTIATE(class_body_type, iterator_type, context_type)
BOOST_SPIRIT_INSTANTIATE(unit_type, iterator_type, context_type)
BOOST_SPIRIT_INSTANTIATE(unit_header_type, iterator_type, context_type)
BOOST_SPIRIT_INSTANTIATE(signature_type, iterator_type, context_type)
BOOST_SPIRIT_INSTANTIATE(method_type, iterator_type, context_type)
}  // namespace conform::java::parser
