#pragma once
// Characters named in messages: a reader cannot see a no-break or zero-width space, nor
// tell a Greek question mark from ';', so a message that quotes one says which it is.
#include <string>
#include <string_view>

namespace conform {

// "U+00A0".
std::string code_point_label(char32_t);

// What a character that looks like another, or like nothing, is: "a no-break space",
// "a Greek question mark, not ';'"; empty for any other character.
std::string_view lookalike_name(char32_t);

// Whether the character prints as nothing or as a blank: spaces other than U+0020,
// zero-width and other invisible format characters (joiners, direction marks and
// isolates, variation selectors), the byte-order mark, the soft hyphen, the Hangul
// fillers and the braille blank.
bool is_invisible(char32_t);

// A code point labelled for a message: "U+00A0, a no-break space", "U+00E9".
std::string label_code_point(char32_t);
// The label of the non-ASCII character `token` (its whole UTF-8 sequence) when it is
// invisible or has a lookalike name; empty for any other character, ASCII, or text that
// is no one character.
std::string label_if_confusable(std::string_view token);

// The `length` bytes at text[offset] in hex, "E2 82": what a message can show of bytes
// that are no character.
std::string hex_bytes(std::string_view text, std::size_t offset, std::size_t length);
// hex_bytes() of the invalid UTF-8 sequence at text[offset] (as utf8::decode measures
// it); empty where a well-formed sequence (or ASCII) starts.
std::string invalid_utf8_bytes(std::string_view text, std::size_t offset);

// Whether text[offset] starts a well-formed non-ASCII character right after a byte of a
// name (`café`, `città`): a letter the planner took for one a name may hold. A character
// that starts a token is left alone, since it may as well be a typographic quote, and so
// is a blank or a lookalike of punctuation (label_if_confusable names those).
bool non_ascii_continues_name(std::string_view text, std::size_t offset, bool (*is_name_byte)(unsigned char));

}  // namespace conform
