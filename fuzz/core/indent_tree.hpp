#pragma once
// A printed plan's lines read as a tree: a line's subtree is the lines after it indented
// deeper, and the closing line at its own depth (`}`, `]`, `)`) that ends it. Every
// printer puts a nested item on its own line under its parent, so a subtree of lines is
// a subtree of the plan, and lines at one depth under one parent are siblings.
#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

namespace conform::fuzz {

class IndentTree {
 public:
  explicit IndentTree(std::string_view text);

  std::size_t size() const { return lines_.size(); }
  // Lines that open a subtree: not blank, not a closing line.
  std::vector<std::size_t> starts() const;
  std::vector<std::size_t> starts_at_depth(std::size_t depth) const;
  std::size_t depth(std::size_t line) const;
  // One past the last line of the subtree opened at `line`.
  std::size_t end(std::size_t line) const;
  // The subtree opened right after `line`'s, at the same depth; `size()` when none.
  std::size_t next_sibling(std::size_t line) const;

  std::vector<std::string_view> lines(std::size_t from, std::size_t to) const;
  // The text with lines [from, to) replaced by `replacement`.
  std::string replaced(std::size_t from, std::size_t to, const std::vector<std::string_view>& replacement) const;

 private:
  bool blank(std::size_t line) const;
  bool closing(std::size_t line) const;

  std::vector<std::string_view> lines_;
};

}  // namespace conform::fuzz
