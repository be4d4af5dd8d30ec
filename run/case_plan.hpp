#pragma once
#include <filesystem>
#include <vector>

#include "run/case.hpp"
#include "run/run_settings.hpp"
#include "dialects/core/dialect.hpp"

namespace conform::run {

// Whether a case passes --rule and --case: an unset glob lets every case through; a rule
// glob only lets through invalid cases whose rule matches.
bool selected(const Case&, const CaseRequest&);

// The cases a run grades, in order: the corpus cases of `dialects` (sorted by id), then
// the generated ones (written under `scratch`), filtered by selected(). Throws
// std::runtime_error when the corpus cannot be read or nothing is selected.
std::vector<Case> plan_cases(const CaseRequest&, const std::vector<const dialects::Configured*>& dialects,
                             const std::filesystem::path& scratch);

}  // namespace conform::run
