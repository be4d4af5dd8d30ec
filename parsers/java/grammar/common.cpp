#include "parsers/java/grammar/common_def.hpp"

namespace conform::java::parser {
BOOST_SPIRIT_INSTANTIATE(name_type, iterator_type, context_type)
BOOST_SPIRIT_INSTANTIATE(identifier_type, iterator_type, context_type)
BOOST_SPIRIT_INSTANTIATE(qualified_name_type, iterator_type, context_type)
BOOST_SPIRIT_INSTANTIATE(type_ref_type, iterator_type, context_type)
BOOST_SPIRIT_INSTANTIATE(class_type_type, iterator_type, context_type)
BOOST_SPIRIT_INSTANTIATE(type_args_type, iterator_type, context_type)
BOOST_SPIRIT_INSTANTIATE(closed_type_args_type, iterator_type, context_type)
BOOST_SPIRIT_INSTANTIATE(string_lit_type, iterator_type, context_type)
BOOST_SPIRIT_INSTANTIATE(text_block_type, iterator_type, context_type)
BOOST_SPIRIT_INSTANTIATE(char_lit_type, iterator_type, context_type)
BOOST_SPIRIT_INSTANTIATE(number_lit_type, iterator_type, context_type)
BOOST_SPIRIT_INSTANTIATE(read_modifiers_type, iterator_type, context_type)
BOOST_SPIRIT_INSTANTIATE(modifiers_look_type, iterator_type, context_type)
}  // namespace conform::java::parser
