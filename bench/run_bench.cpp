// Cases per second of `conform run`'s target drivers against a trivial target:
//   BareSpawn   posix_spawn + waitpid of `/bin/true CASE`, nothing else: the floor of exec mode
//   ExecDriver  the exec driver on /bin/true (process group, pipes, limits, capture)
//   BatchDriver the batch driver on a trivial line-protocol server (one process for all)
//   BarePipe    the same server, the same request line written and one answer line read
//               over two bare pipes: the floor of batch mode
// Report exec mode as a ratio to BareSpawn and batch mode as a ratio to BarePipe,
// measured in the same run.
#include <benchmark/benchmark.h>
#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>

#include <csignal>
#include <string>

#include "run/scratch_dir.hpp"
#include "run/target_driver.hpp"

extern char** environ;

namespace {

conform::run::Case trivial_case() {
  conform::run::Case c;
  c.id = "cpl/valid/bench.cpl";
  c.dialect = "cpl";
  c.path = "/dev/null";
  c.text = "plan { function main() : Void { return; } }";
  return c;
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

void BatchDriver(benchmark::State& state) {
  conform::run::Target target;
  target.command = TRIVIAL_BATCH_TARGET;
  target.argv = {TRIVIAL_BATCH_TARGET};
  auto driver = conform::run::make_batch_driver(target);
  auto c = trivial_case();
  for (auto _ : state)
    if (driver->judge(c).kind != conform::run::Verdict::Kind::accept) state.SkipWithError("no accept");
  state.SetItemsProcessed(state.iterations());
}
BENCHMARK(BatchDriver)->UseRealTime();

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

void BarePipe(benchmark::State& state) {
  std::signal(SIGPIPE, SIG_IGN);
  int to_server[2], from_server[2];
  if (pipe(to_server) != 0 || pipe(from_server) != 0) return state.SkipWithError("pipe failed");
  posix_spawn_file_actions_t actions;
  posix_spawn_file_actions_init(&actions);
  posix_spawn_file_actions_adddup2(&actions, to_server[0], 0);
  posix_spawn_file_actions_adddup2(&actions, from_server[1], 1);
  for (int fd : {to_server[0], to_server[1], from_server[0], from_server[1]}) posix_spawn_file_actions_addclose(&actions, fd);
  char arg0[] = TRIVIAL_BATCH_TARGET;
  char* argv[] = {arg0, nullptr};
  pid_t pid;
  const int spawned = posix_spawn(&pid, TRIVIAL_BATCH_TARGET, &actions, nullptr, argv, environ);
  posix_spawn_file_actions_destroy(&actions);
  close(to_server[0]);
  close(from_server[1]);
  if (spawned != 0) return state.SkipWithError("spawn failed");
  std::string buffer, line;
  if (!write_all(to_server[1], "{\"protocol\":\"conform-batch\",\"version\":1}\n") || !read_line(from_server[0], buffer, line))
    state.SkipWithError("no greeting");
  // The request the batch driver writes for trivial_case(), with its id.
  const std::string plan = trivial_case().text;
  long id = 0;
  for (auto _ : state) {
    const std::string request =
        "{\"dialect\":\"cpl\",\"id\":" + std::to_string(++id) + ",\"plan\":\"" + plan + "\"}\n";
    if (!write_all(to_server[1], request) || !read_line(from_server[0], buffer, line)) {
      state.SkipWithError("the server stopped answering");
      break;
    }
    benchmark::DoNotOptimize(line.data());
  }
  close(to_server[1]);
  close(from_server[0]);
  int status;
  waitpid(pid, &status, 0);
  state.SetItemsProcessed(state.iterations());
}
BENCHMARK(BarePipe)->UseRealTime();

}  // namespace
