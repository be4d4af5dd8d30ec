#include "run/case_plan.hpp"

#include <algorithm>
#include <iterator>
#include <limits>
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
    std::vector<Case> cases = load_corpus(*request.corpus, ids, extensions);
    warn_of_unknown_dialect_folders(*request.corpus, request.known_dialects);
    return cases;
  } catch (const std::runtime_error& e) {
    throw std::runtime_error(std::string(e.what()) + (request.corpus_is_builtin ? "; pass --corpus DIR" : ""));
  }
}

const char* const nothing_selected = "no cases selected (check --dialect, --rule, --case, --corpus and --generate)";

}  // namespace

bool selected(const Case& c, const CaseRequest& request) {
  if (request.rule_glob && (c.rule.empty() || !glob_match(*request.rule_glob, c.rule))) return false;
  if (request.case_glob && !glob_match(*request.case_glob, c.id)) return false;
  return true;
}

CaseStream::CaseStream(std::vector<Case> cases) : corpus_(std::move(cases)) {}

CaseStream::CaseStream(std::vector<Case> corpus, std::optional<GeneratedCases> generated, CaseRequest filter)
    : generated_(std::move(generated)), filter_(std::move(filter)) {
  for (auto& c : corpus)
    if (selected(c, filter_)) corpus_.push_back(std::move(c));
}

std::optional<std::pair<std::size_t, Case>> CaseStream::next() {
  std::lock_guard<std::mutex> lock(*mutex_);
  if (next_corpus_ < corpus_.size()) return std::pair{handed_out_++, std::move(corpus_[next_corpus_++])};
  while (generated_ && next_generated_ < generated_->size()) {
    Case c = generated_->describe(next_generated_++);
    if (!selected(c, filter_)) continue;
    generated_->generate(c);
    return std::pair{handed_out_++, std::move(c)};
  }
  return std::nullopt;
}

std::vector<std::pair<std::size_t, Case>> CaseStream::rest_of_corpus() {
  std::lock_guard<std::mutex> lock(*mutex_);
  std::vector<std::pair<std::size_t, Case>> rest;
  while (next_corpus_ < corpus_.size()) rest.emplace_back(handed_out_++, std::move(corpus_[next_corpus_++]));
  return rest;
}

std::size_t CaseStream::most() const {
  const std::size_t generated = generated_ ? generated_->size() : 0;
  return corpus_.size() + std::min(generated, std::numeric_limits<std::size_t>::max() - corpus_.size());
}

CaseStream stream_cases(const CaseRequest& request, const std::vector<const dialects::Configured*>& dialects,
                        const std::filesystem::path& scratch) {
  std::optional<GeneratedCases> generated;
  if (request.generate) generated.emplace(dialects, request.generate, request.seed, scratch, request.rule_glob);
  CaseStream stream(corpus_cases(request, dialects), std::move(generated), request);
  if (stream.most() == 0) {
    // `--corpus corpus/cpl`: one dialect's folder, one level too deep.
    std::error_code ec;
    if (request.corpus && (std::filesystem::is_directory(std::filesystem::path(*request.corpus) / "valid", ec) ||
                           std::filesystem::is_directory(std::filesystem::path(*request.corpus) / "invalid", ec)))
      throw std::runtime_error("no cases selected: '" + *request.corpus +
                               "' holds valid/ and invalid/ itself; --corpus takes the folder above the dialect folders "
                               "(DIR/<dialect>/valid/…)");
    throw std::runtime_error(nothing_selected);
  }
  return stream;
}

std::vector<Case> plan_cases(const CaseRequest& request, const std::vector<const dialects::Configured*>& dialects,
                             const std::filesystem::path& scratch) {
  CaseStream stream = stream_cases(request, dialects, scratch);
  std::vector<Case> chosen;
  while (auto c = stream.next()) chosen.push_back(std::move(c->second));
  if (chosen.empty()) throw std::runtime_error(nothing_selected);
  return chosen;
}

}  // namespace conform::run
