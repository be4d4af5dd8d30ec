// "path: POSIX relative path from repo root" (seed 004, Edit Actions), applied to path,
// target_path and the items of context_files (spec/fixplan/decisions.md, D9).
#include "oracles/fixplan/oracles.hpp"
#include "oracles/fixplan/repo_path.hpp"

namespace conform::fixplan {
namespace {

using Explanation = std::string (*)(std::string_view path);

class PathOracle final : public FixplanOracle {
 public:
  PathOracle(std::string rule, PathProblem problem, Explanation explain)
      : rule_(std::move(rule)), problem_(problem), explain_(explain) {}
  std::string_view rule() const override { return rule_; }
  void check(const CheckContext& c, Report& r) const override {
    for (const auto& f : c.view.strings)
      if (f.kind == StringKind::path && !f.value->string.empty() && classify_path(f.value->string) == problem_)
        r.at(f.value->begin, f.path + ": " + quoted_excerpt(f.value->string) + explain_(f.value->string));
  }

 private:
  std::string rule_;
  PathProblem problem_;
  Explanation explain_;
};

}  // namespace

void add_path_oracles(FixplanOracles& out) {
  out.add(std::make_unique<PathOracle>("FIXPLAN-NUL-IN-PATH", PathProblem::nul, [](std::string_view) {
    return std::string(" holds a NUL, which no POSIX file name can");
  }));
  out.add(std::make_unique<PathOracle>("FIXPLAN-ABSOLUTE-PATH", PathProblem::absolute, [](std::string_view path) {
    return " " + std::string(why_absolute(path)) + "; paths are relative to the repository root";
  }));
  out.add(std::make_unique<PathOracle>("FIXPLAN-BACKSLASH-PATH", PathProblem::backslash, [](std::string_view) {
    return std::string(" uses '\\' as a separator; paths are POSIX, separated by '/'");
  }));
  out.add(std::make_unique<PathOracle>("FIXPLAN-PATH-ESCAPES-ROOT", PathProblem::escapes_root, [](std::string_view) {
    return std::string(" climbs above the repository root with '..'");
  }));
}

}  // namespace conform::fixplan
