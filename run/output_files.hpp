#pragma once
// Where `conform run` writes (reports, shrunk failures): checked before the first case,
// so that a bad path costs nothing, and written so that a failed write loses no older
// file and says why.
#include <filesystem>
#include <optional>
#include <stdexcept>
#include <string>

namespace conform::run {

// Nothing when a file can be created or replaced at `path`; else why not.
std::optional<std::string> why_not_writable_file(const std::filesystem::path& path);
// Nothing when a folder exists or can be created at `path` and files written in it; else why not.
std::optional<std::string> why_not_writable_folder(const std::filesystem::path& path);

// Writes `bytes` to `path`: a regular file (or a new one) through a temporary file beside
// it and a rename, so the old file stays whole if anything fails; anything else (a
// device, a pipe) directly. Throws std::runtime_error("cannot write 'PATH': REASON").
void write_file_atomically(const std::filesystem::path& path, const std::string& bytes);

// Creates `path`, which must not exist yet (not even as a symbolic link, dangling or not:
// O_CREAT|O_EXCL|O_NOFOLLOW), and writes `bytes` to it. On failure nothing is left at
// `path` and std::runtime_error says why ("cannot write 'PATH': REASON"); FileExists
// ("'PATH' already exists") when something is there already.
struct FileExists : std::runtime_error {
  using std::runtime_error::runtime_error;
};
void write_new_file(const std::filesystem::path& path, const std::string& bytes);

}  // namespace conform::run
