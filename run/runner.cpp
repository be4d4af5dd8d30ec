#include "run/runner.hpp"

#include <map>
#include <mutex>
#include <thread>

namespace conform::run {
namespace {

// The target's verdicts on bases, asked once per base: corpus cases may share one.
class BaseVerdicts {
 public:
  Verdict::Kind of(const CaseBase& base, const Case& broken, TargetDriver& driver) {
    {
      std::lock_guard<std::mutex> lock(mutex_);
      if (auto known = verdicts_.find(base.id); known != verdicts_.end()) return known->second;
    }
    Case c;
    c.id = base.id;
    c.dialect = broken.dialect;
    c.expectation = Expectation::accept;
    c.path = base.path;
    c.text = base.text;
    const Verdict::Kind kind = driver.judge(c).kind;
    std::lock_guard<std::mutex> lock(mutex_);
    return verdicts_.emplace(base.id, kind).first->second;
  }

 private:
  std::mutex mutex_;
  std::map<std::string, Verdict::Kind> verdicts_;
};

}  // namespace

std::vector<CaseResult> run_cases(std::vector<Case> cases, const DriverFactory& make_driver,
                                  const Expectations& expectations, unsigned jobs, const std::atomic<bool>& stop,
                                  const ProgressCallback& progress) {
  std::vector<CaseResult> results(cases.size());
  for (std::size_t i = 0; i < cases.size(); ++i) {
    results[i].c = std::move(cases[i]);
    results[i].known_failure = expectations.reason_for(results[i].c);
  }
  std::atomic<std::size_t> next{0};
  std::size_t done = 0;
  std::mutex progress_mutex;
  BaseVerdicts base_verdicts;

  auto worker = [&] {
    auto driver = make_driver();
    for (std::size_t i = next++; i < results.size() && !stop; i = next++) {
      CaseResult& r = results[i];
      r.verdict = driver->judge(r.c);
      if (stop && r.verdict.kind == Verdict::Kind::target_error) break;  // killed by us, not the target's fault
      if (needs_base_verdict(r.c, r.verdict)) {
        r.base_verdict = base_verdicts.of(*r.c.base, r.c, *driver);
        if (stop) break;  // the base's verdict may be one we cut short
      }
      r.grade = grade(r.c, r.verdict, r.base_verdict);
      r.finished = true;
      std::lock_guard<std::mutex> lock(progress_mutex);
      ++done;
      if (progress) progress(done, results.size(), r);
    }
  };
  jobs = std::max(1u, std::min<unsigned>(jobs, static_cast<unsigned>(std::max<std::size_t>(results.size(), 1))));
  std::vector<std::thread> threads;
  for (unsigned j = 0; j < jobs; ++j) threads.emplace_back(worker);
  for (auto& t : threads) t.join();
  return results;
}

}  // namespace conform::run
