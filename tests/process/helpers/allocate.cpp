// Test helper: `allocate MEGABYTES` reserves that much memory with malloc and touches one
// byte per page of it. Exit 0 when it got it, 3 when malloc failed. Built without
// sanitizers, so that RLIMIT_AS applies to this program alone.
#include <unistd.h>

#include <cstdio>
#include <cstdlib>

int main(int argc, char** argv) {
  if (argc != 2) return 2;
  const std::size_t bytes = std::strtoull(argv[1], nullptr, 10) << 20;
  auto* p = static_cast<volatile char*>(std::malloc(bytes));
  if (!p) {
    std::fprintf(stderr, "allocate: malloc(%zu) failed\n", bytes);
    return 3;
  }
  const long page = sysconf(_SC_PAGESIZE);
  for (std::size_t i = 0; i < bytes; i += static_cast<std::size_t>(page)) p[i] = 1;
  std::printf("allocated %zu bytes\n", bytes);
  return 0;
}
