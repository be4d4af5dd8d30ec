#include "parsers/java/grammar/names.hpp"

#include "core/utf8.hpp"

namespace conform::java::parser {

std::size_t non_ascii_name_char_length(const char* it, const char* last, bool start) {
  const std::string_view rest(it, static_cast<std::size_t>(last - it));
  const utf8::Step step = utf8::decode(rest, 0);
  if (step.error != utf8::Error::none) return 0;
  const bool holds = start ? in_ranges(java_identifier_start_ranges, step.code_point)
                           : in_ranges(java_identifier_part_ranges, step.code_point);
  return holds ? step.length : 0;
}

const char* name_run_end_beyond_ascii(const char* it, const char* last) {
  for (;;) {
    const std::size_t length = non_ascii_name_char_length(it, last, false);
    if (length == 0) return it;
    it = x3kit::end_of_run<is_ascii_name_char>(it + length, last);
    if (it == last || static_cast<unsigned char>(*it) < 0x80) return it;
  }
}

}  // namespace conform::java::parser
