#pragma once
// string_chars<plain>(escape): what `*(escape | byte_if<plain>)` reads into a string,
// with each run of plain bytes appended at once instead of byte by byte. It stops at a
// byte that is neither plain nor a backslash (the closing quote, say), or at the end;
// at a backslash it runs `escape`, which decodes one escape or reports a bad one.
// Into a Text: the source's own bytes when no escape stands in them, else the decoded
// string, kept in the parse's TextStore.
#include <boost/spirit/home/x3.hpp>
#include <string>

#include "parsers/core/x3/skipper.hpp"
#include "parsers/core/x3/text.hpp"

namespace conform::x3kit {

namespace x3 = boost::spirit::x3;

template <bool (*IsPlain)(unsigned char), typename Escape>
struct string_chars_parser : x3::parser<string_chars_parser<IsPlain, Escape>> {
  using attribute_type = std::string;
  static bool const has_attribute = true;

  constexpr explicit string_chars_parser(Escape const& e) : escape(e) {}

  template <typename It, typename Ctx, typename RCtx>
  bool parse(It& first, It const& last, Ctx const& ctx, RCtx& rctx, std::string& out) const {
    for (;;) {
      It stop = first;
      while (stop != last && IsPlain(static_cast<unsigned char>(*stop))) ++stop;
      out.append(first, stop);
      first = stop;
      if (first == last || *first != '\\') return true;
      char decoded;
      if (!escape.parse(first, last, ctx, rctx, decoded)) return false;
      out.push_back(decoded);
    }
  }

  template <typename It, typename Ctx, typename RCtx>
  bool parse(It& first, It const& last, Ctx const& ctx, RCtx& rctx, Text& out) const {
    It stop = first;
    while (stop != last && IsPlain(static_cast<unsigned char>(*stop))) ++stop;
    if (stop == last || *stop != '\\') {
      assign_source(out, first, stop);
      first = stop;
      return true;
    }
    std::string decoded;
    if (!parse(first, last, ctx, rctx, decoded)) return false;
    out = log_in(ctx).text->keep(std::move(decoded));
    return true;
  }

  Escape escape;
};

template <bool (*IsPlain)(unsigned char), typename Escape>
constexpr string_chars_parser<IsPlain, Escape> string_chars(Escape const& escape) {
  return string_chars_parser<IsPlain, Escape>(escape);
}

}  // namespace conform::x3kit
