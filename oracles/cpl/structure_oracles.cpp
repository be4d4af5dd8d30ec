// Rules about the plan's functions as declarations (§1, §2, §6).

#include <algorithm>

#include "core/ascii.hpp"
#include "oracles/core/entry_point_name.hpp"
#include "oracles/cpl/main_signature.hpp"
#include "oracles/cpl/oracles.hpp"
#include "parsers/cpl/printer.hpp"

namespace conform::cpl {
namespace {

class MissingMainOracle final : public CplOracle {
 public:
  std::string_view rule() const override { return "CPL-MISSING-MAIN"; }
  void check(const CheckContext& c, Report& r) const override {
    if (has_main(c.plan())) return;
    // A main written outside the block is CPL-MULTIPLE-PLAN-BLOCKS's: moving it in mends both.
    const auto& outside = c.parse.functions_outside_plan;
    if (std::any_of(outside.begin(), outside.end(), [](const ast::Function& f) { return is_main(f); })) return;
    for (const auto& f : c.plan().functions)
      if (is_main_in_other_case(f)) {
        r.at(f.name.begin, "the plan has no main() function, its entry point: '" + f.name.name +
                               "' is written in other letter cases (function main() : Void)");
        return;
      }
    for (const auto& f : c.plan().functions)
      if (names_the_entry_point_otherwise(f.name.name)) {
        r.at(f.name.begin, "the plan has no main() function, its entry point: '" + f.name.name +
                               "' is not named main (function main() : Void)");
        return;
      }
    r.at(c.plan().begin, "the plan has no main() function, its entry point");
  }
};

class MainSignatureOracle final : public CplOracle {
 public:
  std::string_view rule() const override { return "CPL-MAIN-SIGNATURE"; }
  void check(const CheckContext& c, Report& r) const override {
    for (const auto& f : c.plan().functions) {
      if (!is_main(f)) continue;
      if (!f.params.empty()) r.at(f.params.front().begin, "main() takes no parameters");
      if (main_returns_other_than_void(f))
        r.at(f.return_type->begin, "main() must return Void, not " + print(*f.return_type) + ": function main() : Void");
    }
  }
};

class DuplicateFunctionOracle final : public CplOracle {
 public:
  std::string_view rule() const override { return "CPL-DUPLICATE-FUNCTION"; }
  void check(const CheckContext& c, Report& r) const override {
    const FunctionNames& names = c.facts.function_names;
    for (const auto& f : c.plan().functions)
      if (names.definitions(names.of(f)).front() != names.index_of(f)) r.at(f.name.begin, "function '" + f.name.name + "' is defined twice");
  }
};

class MissingBodyOracle final : public CplOracle {
 public:
  std::string_view rule() const override { return "CPL-MISSING-BODY"; }
  void check(const CheckContext& c, Report& r) const override {
    for (const auto& f : c.plan().functions)
      if (!f.body && !f.means_deferred())
        r.at(f.name.begin, "function '" + f.name.name + "' has no body; only @Deferred functions may end in ';'");
  }
};

class UnknownAnnotationOracle final : public CplOracle {
 public:
  std::string_view rule() const override { return "CPL-UNKNOWN-ANNOTATION"; }
  void check(const CheckContext& c, Report& r) const override {
    for (const auto& f : c.plan().functions) {
      bool deferred = false;
      for (const auto& a : f.annotations) {
        if (a.name != "Deferred")
          r.at(a.begin, "@" + a.name + " is not a CPL annotation; the only one is @Deferred" +
                            (equal_ignoring_ascii_case(a.name, "Deferred") ? other_case_note(a.name, "Deferred")
                               : misspells(a.name, "Deferred") ? " (check its spelling)" : ""));
        else if (deferred) r.at(a.begin, "@Deferred is given twice");
        else deferred = true;
      }
    }
  }
};

}  // namespace

void add_structure_oracles(CplOracles& out) {
  out.add(std::make_unique<MissingMainOracle>());
  out.add(std::make_unique<MainSignatureOracle>());
  out.add(std::make_unique<DuplicateFunctionOracle>());
  out.add(std::make_unique<MissingBodyOracle>());
  out.add(std::make_unique<UnknownAnnotationOracle>());
}

}  // namespace conform::cpl
