#include "run/plan_encoding.hpp"

#include "core/byte_scan.hpp"
#include "core/utf8.hpp"

namespace conform::run {

bool is_utf8(std::string_view bytes) {
  using B = byte_scan::Blocks;
  const char* const data = bytes.data();
  const char* const last = data + bytes.size();
  for (std::size_t at = 0; at < bytes.size();) {
    // ASCII, most of a plan: whole blocks at a time up to a byte that is not, or to the
    // last part of a block, which the byte loop takes.
    const auto non_ascii = [](B::Block b) { return B::non_ascii(b); };
    at = static_cast<std::size_t>(byte_scan::skip_unmarked(data + at, last, non_ascii) - data);
    while (at < bytes.size() && static_cast<unsigned char>(bytes[at]) < 0x80) ++at;
    if (at == bytes.size()) break;
    const std::size_t length = utf8::valid_sequence_length(bytes, at);
    if (length == 0) return false;
    at += length;
  }
  return true;
}

std::string base64(std::string_view bytes) {
  static constexpr char alphabet[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
  std::string out;
  out.reserve((bytes.size() + 2) / 3 * 4);
  std::size_t i = 0;
  for (; i + 3 <= bytes.size(); i += 3) {
    const unsigned v = static_cast<unsigned char>(bytes[i]) << 16 | static_cast<unsigned char>(bytes[i + 1]) << 8 |
                       static_cast<unsigned char>(bytes[i + 2]);
    out += {alphabet[v >> 18], alphabet[v >> 12 & 63], alphabet[v >> 6 & 63], alphabet[v & 63]};
  }
  if (const std::size_t rest = bytes.size() - i; rest > 0) {
    unsigned v = static_cast<unsigned char>(bytes[i]) << 16;
    if (rest == 2) v |= static_cast<unsigned char>(bytes[i + 1]) << 8;
    out += {alphabet[v >> 18], alphabet[v >> 12 & 63], rest == 2 ? alphabet[v >> 6 & 63] : '=', '='};
  }
  return out;
}

}  // namespace conform::run
