#include "process/split_command.hpp"

#include <stdexcept>

namespace conform::process {
namespace {

bool is_space(char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\v' || c == '\f'; }

}  // namespace

std::vector<std::string> split_command(const std::string& command) {
  std::vector<std::string> words;
  std::string word;
  bool in_word = false;  // true once a word has started, even if it is still empty ("")
  std::size_t i = 0;
  const std::size_t n = command.size();
  while (i < n) {
    const char c = command[i];
    if (is_space(c)) {
      if (in_word) words.push_back(std::move(word));
      word.clear();
      in_word = false;
      ++i;
    } else if (c == '\'') {
      const std::size_t close = command.find('\'', i + 1);
      if (close == std::string::npos)
        throw std::invalid_argument("unterminated single quote at offset " + std::to_string(i));
      word.append(command, i + 1, close - i - 1);
      in_word = true;
      i = close + 1;
    } else if (c == '"') {
      const std::size_t open = i++;
      for (;;) {
        if (i >= n) throw std::invalid_argument("unterminated double quote at offset " + std::to_string(open));
        const char d = command[i];
        if (d == '"') {
          ++i;
          break;
        }
        if (d == '\\' && i + 1 < n && (command[i + 1] == '"' || command[i + 1] == '\\')) {
          word += command[i + 1];
          i += 2;
        } else {
          word += d;
          ++i;
        }
      }
      in_word = true;
    } else if (c == '\\') {
      if (i + 1 >= n) throw std::invalid_argument("trailing backslash");
      word += command[i + 1];
      in_word = true;
      i += 2;
    } else {
      word += c;
      in_word = true;
      ++i;
    }
  }
  if (in_word) words.push_back(std::move(word));
  return words;
}

}  // namespace conform::process
