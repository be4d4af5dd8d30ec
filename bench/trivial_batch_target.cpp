// The cheapest possible batch-protocol target: answers the handshake, then accepts every
// plan. Used by run_bench to measure the batch driver's own cost.
#include <iostream>
#include <string>

int main() {
  std::ios::sync_with_stdio(false);
  std::string line;
  if (!std::getline(std::cin, line)) return 1;
  std::cout << R"({"protocol":"conform-batch","version":1})" << std::endl;
  while (std::getline(std::cin, line)) {
    auto at = line.find("\"id\":");
    if (at == std::string::npos) return 2;
    auto end = line.find_first_not_of("0123456789", at + 5);
    std::cout << "{\"id\":" << line.substr(at + 5, end - at - 5) << ",\"valid\":true}" << std::endl;
  }
}
