// Cases per second of `conform run`'s target drivers against a trivial target:
//   BareSpawn   posix_spawn + waitpid of /bin/true, nothing else: the floor of exec mode
//   ExecDriver  the exec driver on /bin/true (process group, pipes, limits, capture)
//   BatchDriver the batch driver on a trivial line-protocol server (one process for all)
// Report exec mode as a ratio to BareSpawn, measured in the same run.
#include <benchmark/benchmark.h>
#include <spawn.h>
#include <sys/wait.h>

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

void BareSpawn(benchmark::State& state) {
  char arg0[] = "/bin/true";
  char* argv[] = {arg0, nullptr};
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
  auto driver = conform::run::make_exec_driver(target);
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

}  // namespace

BENCHMARK_MAIN();
