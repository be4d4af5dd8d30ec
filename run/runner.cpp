#include "run/runner.hpp"

#include <algorithm>
#include <filesystem>
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

unsigned most_useful_jobs() { return 4 * std::max(1u, std::thread::hardware_concurrency()); }

namespace {

// A passing generated case: its text and file are not needed any more.
void forget_text(CaseResult& r) {
  if (!r.c.seed || is_failure(r.grade)) return;
  std::string().swap(r.c.text);
  std::error_code ignored;
  std::filesystem::remove(r.c.path, ignored);
}

}  // namespace

std::vector<CaseResult> run_cases(CaseStream& cases, const DriverFactory& make_driver, const Expectations& expectations,
                                  unsigned jobs, const std::atomic<bool>& stop, const ProgressCallback& progress) {
  std::vector<std::pair<std::size_t, CaseResult>> results;
  std::size_t done = 0;
  std::mutex results_mutex;
  const std::size_t total = cases.most();
  BaseVerdicts base_verdicts;

  auto worker = [&] {
    auto driver = make_driver();
    while (!stop) {
      auto next = cases.next();
      if (!next) break;
      CaseResult r;
      r.c = std::move(next->second);
      r.known_failure = expectations.reason_for(r.c);
      r.verdict = driver->judge(r.c);
      bool cut_short = stop && r.verdict.kind == Verdict::Kind::target_error;  // killed by us, not the target's fault
      if (!cut_short && needs_base_verdict(r.c, r.verdict)) {
        r.base_verdict = base_verdicts.of(*r.c.base, r.c, *driver);
        cut_short = stop.load();  // the base's verdict may be one we cut short
      }
      if (!cut_short) {
        r.grade = grade(r.c, r.verdict, r.base_verdict);
        keep_reported_output(r.verdict, is_failure(r.grade));
        forget_text(r);
        r.finished = true;
      }
      std::lock_guard<std::mutex> lock(results_mutex);
      results.emplace_back(next->first, std::move(r));
      if (cut_short) break;
      ++done;
      if (progress) progress(done, std::max(total, done), results.back().second);
    }
  };
  jobs = std::max(1u, std::min<unsigned>(jobs, static_cast<unsigned>(std::min<std::size_t>(std::max<std::size_t>(total, 1), 1u << 20))));
  std::vector<std::thread> threads;
  for (unsigned j = 0; j < jobs; ++j) threads.emplace_back(worker);
  for (auto& t : threads) t.join();
  for (auto& [index, c] : cases.rest_of_corpus()) {
    CaseResult r;
    r.c = std::move(c);
    r.known_failure = expectations.reason_for(r.c);
    results.emplace_back(index, std::move(r));
  }
  std::sort(results.begin(), results.end(), [](const auto& a, const auto& b) { return a.first < b.first; });
  std::vector<CaseResult> ordered;
  ordered.reserve(results.size());
  for (auto& [index, r] : results) ordered.push_back(std::move(r));
  return ordered;
}

std::vector<CaseResult> run_cases(std::vector<Case> cases, const DriverFactory& make_driver, const Expectations& expectations,
                                  unsigned jobs, const std::atomic<bool>& stop, const ProgressCallback& progress) {
  CaseStream stream(std::move(cases));
  return run_cases(stream, make_driver, expectations, jobs, stop, progress);
}

}  // namespace conform::run
