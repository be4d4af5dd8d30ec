#pragma once
// Where `conform run` writes (reports, shrunk failures): checked before the first case,
// so that a bad path costs nothing, and written so that a failed write loses no older
// file and says why.
#include <fcntl.h>
#include <sys/types.h>

#include <filesystem>
#include <optional>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

namespace conform::run {

// Nothing when a file can be created or replaced at `path`; else why not.
std::optional<std::string> why_not_writable_file(const std::filesystem::path& path);
// Nothing when a folder exists or can be created at `path` and files written in it; else why not.
std::optional<std::string> why_not_writable_folder(const std::filesystem::path& path);

// Whether `path` is `folder` or lies inside it, links resolved.
bool same_or_inside(const std::filesystem::path& path, const std::filesystem::path& folder);

// What would be lost if the files `outputs` names (each with the option that names it)
// were written: two outputs that are one file, an output that is one of `inputs` (a
// configuration, an expectations file, the target, an input to grade), or one inside a
// folder of `input_folders` (the corpus: a report there would replace a case or become
// one). Symbolic links and hard links are followed. Nothing when nothing would be.
using NamedPath = std::pair<std::string, std::filesystem::path>;
std::optional<std::string> why_outputs_would_overwrite(const std::vector<NamedPath>& outputs,
                                                       const std::vector<NamedPath>& inputs,
                                                       const std::vector<NamedPath>& input_folders);

// The words of a command line (`python3 planner.py --fast`, split as the target or
// planner would be, without a shell) that name a regular file: the program and the
// scripts it is given, which no report may be written over. Nothing for a command that
// does not split (its error is reported where it is run).
std::vector<std::string> files_named_by(const std::string& command);

// Writes `bytes` to `path`: the file $GITHUB_STEP_SUMMARY names is appended to, as every
// command of a CI step writes there; any other regular file (or a new one) through a temporary file beside
// it and a rename, so the old file stays whole if anything fails; anything else (a
// device, a pipe) directly. A symbolic link is written through, never replaced: the
// temporary file goes beside the file it points to. `-`, /dev/stdout, /dev/stderr and
// /dev/fd/N are written through the process's own descriptor, after what it wrote there. Throws
// std::runtime_error("cannot write 'PATH': REASON").
void write_file_atomically(const std::filesystem::path& path, const std::string& bytes);

// Creates `path`, which must not exist yet (not even as a symbolic link, dangling or not:
// O_CREAT|O_EXCL|O_NOFOLLOW), and writes `bytes` to it. On failure nothing is left at
// `path` and std::runtime_error says why ("cannot write 'PATH': REASON"); FileExists
// ("'PATH' already exists") when something is there already. `mode` before the umask;
// with `folder`, a descriptor of the folder `path` is relative to (openat(2)).
struct FileExists : std::runtime_error {
  using std::runtime_error::runtime_error;
};
void write_new_file(const std::filesystem::path& path, const std::string& bytes, mode_t mode = 0666, int folder = AT_FDCWD);

}  // namespace conform::run
