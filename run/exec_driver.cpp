// Exec mode: one process per case, the case path as an argument or the plan on stdin.
#include <fcntl.h>
#include <unistd.h>

#include <algorithm>
#include <atomic>
#include <csignal>
#include <cstring>

#include "run/target_driver.hpp"

namespace conform::run {
namespace fs = std::filesystem;

std::vector<std::string> exec_argv(const Target& target, const std::string& case_path) {
  if (target.shell) {
    std::string script = target.command;
    auto at = script.find("{}");
    if (at != std::string::npos) script.replace(at, 2, "\"$1\"");
    else if (!target.use_stdin) script += " \"$1\"";
    return {"/bin/sh", "-c", script, "conform-target", case_path};
  }
  std::vector<std::string> argv = target.argv;
  bool substituted = false;
  for (auto& a : argv)
    if (a == "{}") {
      a = case_path;
      substituted = true;
    }
  if (!substituted && !target.use_stdin) argv.push_back(case_path);
  return argv;
}

Verdict verdict_of(const process::Result& r) {
  Verdict v;
  switch (r.outcome) {
    case process::Outcome::failed_to_start: v = Verdict::failed(Verdict::Error::failed_to_start, r.error); break;
    case process::Outcome::timed_out: v = Verdict::failed(Verdict::Error::timeout, "no answer within the time limit"); break;
    case process::Outcome::signaled:
      v = Verdict::failed(Verdict::Error::crash, "killed by signal " + std::to_string(r.signal) + " (" +
                                                     std::string(strsignal(r.signal)) + ")");
      break;
    case process::Outcome::exited:
      if (r.exit_code == 0) v = Verdict::accepted();
      else if (r.exit_code == 1) v = Verdict::rejected();
      else v = Verdict::failed(Verdict::Error::exit_code, "exit code " + std::to_string(r.exit_code));
      break;
  }
  // Output over the cap is the fault, whatever came of the target after it (it is stopped
  // there: Limits::stop_at_output_cap).
  if (r.outcome != process::Outcome::failed_to_start && (r.out_truncated || r.err_truncated))
    v = Verdict::failed(Verdict::Error::output_cap, "output over the cap");
  v.out = r.out;
  v.err = r.err;
  v.seconds = r.wall_seconds;
  return v;
}

namespace {

bool names_a_case_file(const Target& target) {
  if (!target.use_stdin) return true;
  if (target.shell) return target.command.find("{}") != std::string::npos;
  return std::find(target.argv.begin(), target.argv.end(), "{}") != target.argv.end();
}

// A real folder at `dir`, whatever the last target left there (a file, a link).
void make_real_folder(const fs::path& dir) {
  std::error_code ec;
  const auto status = fs::symlink_status(dir, ec);
  if (!ec && status.type() != fs::file_type::directory) fs::remove_all(dir, ec);
  fs::create_directories(dir, ec);
  if (!fs::is_directory(fs::symlink_status(dir, ec))) throw std::runtime_error("cannot make the folder '" + dir.string() + "'");
}

// Writes `text` to a new read-only file at `path`, never through a link the last target
// may have left there; its folders are made again when the last target took them away.
void write_new_read_only(const fs::path& path, const std::string& text) {
  ::unlink(path.c_str());
  int fd = ::open(path.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0444);
  if (fd < 0 && (errno == ENOENT || errno == ENOTDIR || errno == ELOOP)) {
    make_real_folder(path.parent_path().parent_path());
    make_real_folder(path.parent_path());
    ::unlink(path.c_str());
    fd = ::open(path.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0444);
  }
  if (fd < 0) throw std::runtime_error("cannot write '" + path.string() + "': " + std::strerror(errno));
  std::size_t done = 0;
  while (done < text.size()) {
    const ssize_t n = ::write(fd, text.data() + done, text.size() - done);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) {
      const int err = errno;
      ::close(fd);
      throw std::runtime_error("cannot write '" + path.string() + "': " + std::strerror(err));
    }
    done += static_cast<std::size_t>(n);
  }
  ::close(fd);
}

// The target is given a private copy of each case, under the case's dialect and file
// name, so that a target that edits, replaces or deletes its input harms no case of the
// user's corpus (docs/run.md, "What the target gets").
class ExecDriver final : public TargetDriver {
 public:
  ExecDriver(Target target, fs::path copies) : target_(std::move(target)), copies_(std::move(copies)) {
    target_.limits.stop_at_output_cap = true;
  }
  Verdict judge(const Case& c) override {
    process::Command command;
    std::string given = c.path;
    if (names_a_case_file(target_)) {
      try {
        const fs::path copy = copies_ / (c.dialect.empty() ? std::string("case") : c.dialect) / fs::path(c.path).filename();
        write_new_read_only(copy, c.text);
        given = copy.string();
      } catch (const std::exception& e) {
        return Verdict::failed(Verdict::Error::failed_to_start, std::string("conform could not give the target its case: ") + e.what());
      }
    }
    command.argv = exec_argv(target_, given);
    if (target_.use_stdin) command.stdin_text = c.text;
    return verdict_of(process::run(command, target_.limits));
  }

 private:
  Target target_;
  fs::path copies_;
};

}  // namespace

std::unique_ptr<TargetDriver> make_exec_driver(const Target& target, const fs::path& scratch) {
  static std::atomic<unsigned> drivers{0};
  return std::make_unique<ExecDriver>(target, scratch / "given" / std::to_string(drivers++));
}

}  // namespace conform::run
