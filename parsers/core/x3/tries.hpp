#pragma once
// tries(first, last, p, skipper, attr): a phrase parse, no skip after it, that says only
// whether `p` reads a form at `first`. An expectation that fails inside it, or nesting past
// the harness's limit, is a no as well: for a form tried where the text may be something
// else (a method written in prose, a body or methods with nothing around them).
#include <boost/spirit/home/x3.hpp>

#include "parsers/core/x3/expectation.hpp"
#include "parsers/core/x3/nest.hpp"

namespace conform::x3kit {

template <typename Parser, typename Skipper, typename Attribute>
bool tries(const char*& first, const char* last, const Parser& p, const Skipper& skipper, Attribute& attr) {
  try {
    return x3::phrase_parse(first, last, p, skipper, attr, x3::skip_flag::dont_post_skip);
  } catch (const failure_type&) {
    return false;
  } catch (const NestingTooDeep&) {
    return false;
  }
}

}  // namespace conform::x3kit
