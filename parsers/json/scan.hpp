#pragma once
// Scans of the raw text around and inside a plan that the grammar does not read: where a
// bracket that failed to parse would have closed (strings read as the envelope reads
// them, quoted_token_end). The search for a plan among braces in prose uses it.
#include <cstddef>
#include <optional>
#include <string_view>
#include <vector>

namespace conform::json {

// Past the bracket that opens at `open` and what it holds, strings skipped; nothing if
// it never closes. One scan answers for every bracket it meets (a scan from any of them
// reads on exactly as this one does), so text full of brackets that never close
// ("a { a { a {…") is read once, not once per bracket.
class BracketEnds {
 public:
  explicit BracketEnds(std::string_view text) : text_(text) {}

  std::optional<std::size_t> past(std::size_t open);
  // How many brackets are open at `at`, a place inside what the bracket at `open` holds:
  // that one and those within it not yet closed, as the scan behind past(open) met them.
  std::size_t open_at(std::size_t open, std::size_t at);

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
