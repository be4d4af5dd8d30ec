#include "fuzz/core/indent_tree.hpp"

namespace conform::fuzz {

IndentTree::IndentTree(std::string_view text) {
  std::size_t from = 0;
  for (;;) {
    const auto newline = text.find('\n', from);
    if (newline == std::string_view::npos) {
      lines_.push_back(text.substr(from));
      break;
    }
    lines_.push_back(text.substr(from, newline - from));
    from = newline + 1;
  }
}

bool IndentTree::blank(std::size_t line) const {
  return lines_[line].find_first_not_of(" \t\r") == std::string_view::npos;
}

bool IndentTree::closing(std::size_t line) const {
  const auto first = lines_[line].find_first_not_of(" \t");
  return first != std::string_view::npos && std::string_view(")]}").find(lines_[line][first]) != std::string_view::npos;
}

std::size_t IndentTree::depth(std::size_t line) const {
  const auto first = lines_[line].find_first_not_of(" \t");
  return first == std::string_view::npos ? lines_[line].size() : first;
}

std::vector<std::size_t> IndentTree::starts() const {
  std::vector<std::size_t> out;
  for (std::size_t i = 0; i < lines_.size(); ++i)
    if (!blank(i) && !closing(i)) out.push_back(i);
  return out;
}

std::vector<std::size_t> IndentTree::starts_at_depth(std::size_t wanted) const {
  std::vector<std::size_t> out;
  for (const auto i : starts())
    if (depth(i) == wanted) out.push_back(i);
  return out;
}

std::size_t IndentTree::end(std::size_t line) const {
  const auto own = depth(line);
  std::size_t next = line + 1;
  while (next < lines_.size() && (blank(next) || depth(next) > own)) ++next;
  if (next < lines_.size() && depth(next) == own && closing(next)) ++next;
  return next;
}

std::size_t IndentTree::next_sibling(std::size_t line) const {
  const auto next = end(line);
  if (next < lines_.size() && !blank(next) && !closing(next) && depth(next) == depth(line)) return next;
  return lines_.size();
}

std::vector<std::string_view> IndentTree::lines(std::size_t from, std::size_t to) const {
  return {lines_.begin() + static_cast<std::ptrdiff_t>(from), lines_.begin() + static_cast<std::ptrdiff_t>(to)};
}

std::string IndentTree::replaced(std::size_t from, std::size_t to,
                                 const std::vector<std::string_view>& replacement) const {
  std::string out;
  bool first = true;
  const auto append = [&](std::string_view line) {
    if (!first) out += '\n';
    out += line;
    first = false;
  };
  for (std::size_t i = 0; i < from; ++i) append(lines_[i]);
  for (const auto line : replacement) append(line);
  for (std::size_t i = to; i < lines_.size(); ++i) append(lines_[i]);
  return out;
}

}  // namespace conform::fuzz
