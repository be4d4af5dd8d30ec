#include "run/case_plan.hpp"

#include <iterator>
#include <stdexcept>

#include "run/corpus.hpp"
#include "run/generated_cases.hpp"

namespace conform::run {
namespace {

std::vector<Case> corpus_cases(const CaseRequest& request, const std::vector<const dialects::Configured*>& dialects) {
  if (!request.corpus) return {};
  std::vector<std::string> ids, extensions;
  for (const dialects::Configured* d : dialects) {
    ids.emplace_back(d->id());
    extensions.emplace_back(d->extension());
  }
  try {
    return load_corpus(*request.corpus, ids, extensions);
  } catch (const std::runtime_error& e) {
    throw std::runtime_error(std::string(e.what()) + (request.corpus_is_builtin ? "; pass --corpus DIR" : ""));
  }
}

}  // namespace

bool selected(const Case& c, const CaseRequest& request) {
  if (request.rule_glob && (c.rule.empty() || !glob_match(*request.rule_glob, c.rule))) return false;
  if (request.case_glob && !glob_match(*request.case_glob, c.id)) return false;
  return true;
}

std::vector<Case> plan_cases(const CaseRequest& request, const std::vector<const dialects::Configured*>& dialects,
                             const std::filesystem::path& scratch) {
  std::vector<Case> cases = corpus_cases(request, dialects);
  if (request.generate) {
    auto fresh = generated_cases(dialects, request.generate, request.seed, scratch);
    cases.insert(cases.end(), std::make_move_iterator(fresh.begin()), std::make_move_iterator(fresh.end()));
  }
  std::vector<Case> chosen;
  for (auto& c : cases)
    if (selected(c, request)) chosen.push_back(std::move(c));
  if (chosen.empty()) throw std::runtime_error("no cases selected (check --dialect, --rule, --case and --corpus)");
  return chosen;
}

}  // namespace conform::run
