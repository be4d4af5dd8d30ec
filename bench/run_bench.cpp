// Cases per second of `conform run`'s target drivers against a trivial target:
//   BareSpawn   posix_spawn + waitpid of `/bin/true CASE`, nothing else: the floor of exec mode
//   ExecDriver  the exec driver on /bin/true (process group, pipes, limits, capture)
//   BatchDriver the batch driver on a trivial line-protocol server (one process for all)
//   BarePipe    the same server, the same request line written and one answer line read
//               over two bare pipes: the floor of batch mode
//   PollPipe    BarePipe waiting in poll (stdout, stderr, a pidfd) as a driver with a time
//               limit must: what that wait costs, beside BarePipe's blocking read
//   BatchDriverLarge, BarePipeLarge  the same two with a 64 KiB plan: what the driver costs
//               per byte of plan (its UTF-8 check, its JSON escapes, its copies)
// Report exec mode as a ratio to BareSpawn and batch mode as a ratio to BarePipe,
// measured in the same run.
#include <benchmark/benchmark.h>
#include <poll.h>
#include <spawn.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <unistd.h>

#include <csignal>
#include <cstdint>
#include <string>
#include <utility>

#include "run/batch_messages.hpp"
#include "run/scratch_dir.hpp"
#include "run/target_driver.hpp"

extern char** environ;

namespace {

conform::run::Case bench_case(std::string text) {
  conform::run::Case c;
  c.id = "cpl/valid/bench.cpl";
  c.dialect = "cpl";
  c.path = "/dev/null";
  c.text = std::move(text);
  return c;
}
conform::run::Case trivial_case() { return bench_case("plan { function main() : Void { return; } }"); }

// About 64 KiB of plan text as plans come: lines, indentation, quotes to escape, a few
// letters beyond ASCII.
const std::string& large_plan() {
  static const std::string plan = [] {
    std::string text = "plan {\n";
    for (int i = 0; text.size() < 64 * 1024; ++i)
      text += "  function step" + std::to_string(i) + "() : Void { log(\"caf\xc3\xa9 \\\"" + std::to_string(i) + "\\\"\"); }\n";
    return text + "}\n";
  }();
  return plan;
}

// The command line the exec driver runs for trivial_case(): the target, then the case's
// path. (GNU true with one argument loads the locale to look for --help, so a baseline
// without the argument would leave out work the target does.)
void BareSpawn(benchmark::State& state) {
  char arg0[] = "/bin/true";
  char arg1[] = "/dev/null";
  char* argv[] = {arg0, arg1, nullptr};
  for (auto _ : state) {
    pid_t pid;
    if (posix_spawn(&pid, "/bin/true", nullptr, nullptr, argv, environ) != 0) state.SkipWithError("spawn failed");
    int status;
    waitpid(pid, &status, 0);
  }
  state.SetItemsProcessed(state.iterations());
}
BENCHMARK(BareSpawn)->UseRealTime();

void ExecDriver(benchmark::State& state) {
  conform::run::Target target;
  target.command = "/bin/true";
  target.argv = {"/bin/true"};
  const conform::run::ScratchDir scratch;  // where the driver writes the target's copy of each case
  auto driver = conform::run::make_exec_driver(target, scratch.path());
  auto c = trivial_case();
  for (auto _ : state)
    if (driver->judge(c).kind != conform::run::Verdict::Kind::accept) state.SkipWithError("no accept");
  state.SetItemsProcessed(state.iterations());
}
BENCHMARK(ExecDriver)->UseRealTime();

void batch_driver(benchmark::State& state, const conform::run::Case& c) {
  conform::run::Target target;
  target.command = TRIVIAL_BATCH_TARGET;
  target.argv = {TRIVIAL_BATCH_TARGET};
  auto driver = conform::run::make_batch_driver(target);
  for (auto _ : state)
    if (driver->judge(c).kind != conform::run::Verdict::Kind::accept) state.SkipWithError("no accept");
  state.SetItemsProcessed(state.iterations());
  state.SetBytesProcessed(state.iterations() * static_cast<std::int64_t>(c.text.size()));
}
void BatchDriver(benchmark::State& state) { batch_driver(state, trivial_case()); }
BENCHMARK(BatchDriver)->UseRealTime();
void BatchDriverLarge(benchmark::State& state) { batch_driver(state, bench_case(large_plan())); }
BENCHMARK(BatchDriverLarge)->UseRealTime();

// Writes all of `text`; false when the server is gone.
bool write_all(int fd, std::string_view text) {
  while (!text.empty()) {
    const ssize_t n = write(fd, text.data(), text.size());
    if (n <= 0) return false;
    text.remove_prefix(static_cast<std::size_t>(n));
  }
  return true;
}

// Reads up to and including the next newline into `line`; false at end of input.
bool read_line(int fd, std::string& buffer, std::string& line) {
  for (;;) {
    if (const auto end = buffer.find('\n'); end != std::string::npos) {
      line.assign(buffer, 0, end);
      buffer.erase(0, end + 1);
      return true;
    }
    char chunk[4096];
    const ssize_t n = read(fd, chunk, sizeof chunk);
    if (n <= 0) return false;
    buffer.append(chunk, static_cast<std::size_t>(n));
  }
}

// The trivial server on two bare pipes (and, with `with_stderr`, its stderr on a third),
// greeted: the request and answer ends, or nothing when it could not be started.
struct BareServer {
  pid_t pid = -1;
  int to_server = -1, from_server = -1, from_stderr = -1;
  std::string buffer;  // what was read beyond the last line

  explicit BareServer(bool with_stderr) {
    std::signal(SIGPIPE, SIG_IGN);
    int in[2], out[2], err[2] = {-1, -1};
    if (pipe(in) != 0 || pipe(out) != 0 || (with_stderr && pipe(err) != 0)) return;
    posix_spawn_file_actions_t actions;
    posix_spawn_file_actions_init(&actions);
    posix_spawn_file_actions_adddup2(&actions, in[0], 0);
    posix_spawn_file_actions_adddup2(&actions, out[1], 1);
    if (with_stderr) posix_spawn_file_actions_adddup2(&actions, err[1], 2);
    for (int fd : {in[0], in[1], out[0], out[1], err[0], err[1]})
      if (fd >= 0) posix_spawn_file_actions_addclose(&actions, fd);
    char arg0[] = TRIVIAL_BATCH_TARGET;
    char* argv[] = {arg0, nullptr};
    const int spawned = posix_spawn(&pid, TRIVIAL_BATCH_TARGET, &actions, nullptr, argv, environ);
    posix_spawn_file_actions_destroy(&actions);
    for (int fd : {in[0], out[1], err[1]})
      if (fd >= 0) close(fd);
    to_server = in[1], from_server = out[0], from_stderr = err[0];
    std::string line;
    if (spawned != 0 || !write_all(to_server, "{\"protocol\":\"conform-batch\",\"version\":1}\n") ||
        !read_line(from_server, buffer, line))
      pid = -1;
  }
  ~BareServer() {
    for (int fd : {to_server, from_server, from_stderr})
      if (fd >= 0) close(fd);
    int status;
    if (pid > 0) waitpid(pid, &status, 0);
  }
};

// The request line the batch driver writes for a case, made once around its id: what
// comes before the id and what after it, newline included.
struct Request {
  std::string head, tail;
  explicit Request(const conform::run::Case& c) {
    const std::string line = conform::run::request_line(0, c.dialect, c.text) + "\n";
    const std::size_t id = line.find("\"id\":0") + 5;
    head = line.substr(0, id);
    tail = line.substr(id + 1);
  }
  std::string line(long id) const { return head + std::to_string(id) + tail; }
};

void bare_pipe(benchmark::State& state, const conform::run::Case& c) {
  BareServer server(false);
  if (server.pid < 0) return state.SkipWithError("the server did not start");
  const Request request(c);
  std::string line;
  long id = 0;
  for (auto _ : state) {
    if (!write_all(server.to_server, request.line(++id)) || !read_line(server.from_server, server.buffer, line)) {
      state.SkipWithError("the server stopped answering");
      break;
    }
    benchmark::DoNotOptimize(line.data());
  }
  state.SetItemsProcessed(state.iterations());
  state.SetBytesProcessed(state.iterations() * static_cast<std::int64_t>(c.text.size()));
}
void BarePipe(benchmark::State& state) { bare_pipe(state, trivial_case()); }
BENCHMARK(BarePipe)->UseRealTime();
void BarePipeLarge(benchmark::State& state) { bare_pipe(state, bench_case(large_plan())); }
BENCHMARK(BarePipeLarge)->UseRealTime();

// BarePipe, waiting for each answer as a driver with a time limit must: in poll, on the
// server's stdout, its stderr and a pidfd for its exit, and reading once poll says so. The
// system's cost of waiting that way, beside BarePipe's blocking read.
void PollPipe(benchmark::State& state) {
  BareServer server(true);
  if (server.pid < 0) return state.SkipWithError("the server did not start");
  const int pidfd = static_cast<int>(syscall(SYS_pidfd_open, server.pid, 0u));
  if (pidfd < 0) return state.SkipWithError("pidfd_open failed");
  const Request request(trivial_case());
  std::string line;
  long id = 0;
  for (auto _ : state) {
    if (!write_all(server.to_server, request.line(++id))) {
      state.SkipWithError("the server stopped answering");
      break;
    }
    pollfd fds[3] = {{server.from_server, POLLIN, 0}, {server.from_stderr, POLLIN, 0}, {pidfd, POLLIN, 0}};
    if (poll(fds, 3, 5000) <= 0 || fds[0].revents == 0 || !read_line(server.from_server, server.buffer, line)) {
      state.SkipWithError("no answer");
      break;
    }
    benchmark::DoNotOptimize(line.data());
  }
  close(pidfd);
  state.SetItemsProcessed(state.iterations());
}
BENCHMARK(PollPipe)->UseRealTime();

}  // namespace
