#pragma once
// Scans of the raw text around and inside a plan that the grammar does not read: where a
// string token ends, and where a bracket that failed to parse would have closed. The
// envelope and the search for a plan among braces in prose use them.
#include <cstddef>
#include <optional>
#include <string_view>
#include <vector>

namespace conform::json {

// A "…" or '…' token from its quote at `pos`: past the closing quote, or the end of the
// line or of the text, whichever comes first.
std::size_t string_token_end(std::string_view text, std::size_t pos);

// Past the bracket that opens at `open` and what it holds, strings skipped; nothing if
// it never closes. One scan answers for every bracket it meets (a scan from any of them
// reads on exactly as this one does), so text full of brackets that never close
// ("a { a { a {…") is read once, not once per bracket.
class BracketEnds {
 public:
  explicit BracketEnds(std::string_view text) : text_(text) {}

  std::optional<std::size_t> past(std::size_t open);

  // Bytes read by every scan so far.
  std::size_t bytes_scanned() const { return scanned_; }

 private:
  static constexpr std::size_t never = std::string_view::npos;
  struct Bracket {
    std::size_t open;
    std::size_t past;
  };

  // From the bracket at `open` to the one that closes it, or to the end of the text.
  void scan(std::size_t open);

  std::string_view text_;
  std::vector<Bracket> brackets_;  // the last scan's, by position
  std::size_t scanned_ = 0;
};

}  // namespace conform::json
