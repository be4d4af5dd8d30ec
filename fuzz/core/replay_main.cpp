// The replay driver of a fuzz target: the target's LLVMFuzzerTestOneInput without
// libFuzzer, for builds without it (GCC, or no fuzzer runtime) and for the replay tests.
//
//   <target>_replay [-flag...] FILE|FOLDER...
//
// Runs the target once on each file given and on every regular file below each folder
// given, in sorted order. Arguments starting with '-' are libFuzzer flags and are ignored,
// so a replay driver takes a fuzzer's command line. A crash is the target's (the
// sanitizers report it); exit 0 when every input ran, 2 on bad usage or an unreadable input.
#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <memory>
#include <string>
#include <system_error>
#include <vector>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size);
extern "C" __attribute__((weak)) int LLVMFuzzerInitialize(int* argc, char*** argv);

// A custom mutator calls LLVMFuzzerMutate, which libFuzzer defines; replay never mutates.
extern "C" std::size_t LLVMFuzzerMutate(std::uint8_t*, std::size_t, std::size_t) {
  std::fputs("replay: LLVMFuzzerMutate called outside libFuzzer\n", stderr);
  std::abort();
}

namespace {

namespace fs = std::filesystem;

bool read_file(const fs::path& path, std::vector<std::uint8_t>& bytes) {
  std::ifstream in(path, std::ios::binary);
  if (!in) return false;
  bytes.assign(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
  return !in.bad();
}

// Every input the arguments name, or an empty path list and an error message.
bool collect(const char* argument, std::vector<fs::path>& inputs) {
  const fs::path path(argument);
  std::error_code error;
  if (fs::is_regular_file(path, error)) {
    inputs.push_back(path);
    return true;
  }
  if (!fs::is_directory(path, error)) {
    std::fprintf(stderr, "replay: '%s' is neither a file nor a folder\n", argument);
    return false;
  }
  std::vector<fs::path> found;
  for (auto it = fs::recursive_directory_iterator(path, error); !error && it != fs::recursive_directory_iterator();
       it.increment(error)) {
    if (it->is_regular_file(error)) found.push_back(it->path());
  }
  if (error) {
    std::fprintf(stderr, "replay: cannot list '%s': %s\n", argument, error.message().c_str());
    return false;
  }
  std::sort(found.begin(), found.end());
  inputs.insert(inputs.end(), found.begin(), found.end());
  return true;
}

}  // namespace

int main(int argc, char** argv) {
  if (LLVMFuzzerInitialize) LLVMFuzzerInitialize(&argc, &argv);
  std::vector<fs::path> inputs;
  int named = 0;
  for (int i = 1; i < argc; ++i) {
    if (argv[i][0] == '-') continue;
    ++named;
    if (!collect(argv[i], inputs)) return 2;
  }
  if (named == 0) {
    std::fprintf(stderr, "usage: %s [-libfuzzer-flag...] FILE|FOLDER...\n", argv[0]);
    return 2;
  }
  std::vector<std::uint8_t> bytes;
  for (const auto& input : inputs) {
    if (!read_file(input, bytes)) {
      std::fprintf(stderr, "replay: cannot read '%s'\n", input.c_str());
      return 2;
    }
    // A buffer of exactly the input's size, so ASan catches a read past its end (as libFuzzer's).
    const auto exact = std::make_unique<std::uint8_t[]>(bytes.size());
    std::copy(bytes.begin(), bytes.end(), exact.get());
    LLVMFuzzerTestOneInput(exact.get(), bytes.size());
  }
  std::fprintf(stderr, "replay: %zu inputs ran\n", inputs.size());
  return 0;
}
