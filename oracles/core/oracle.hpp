#pragma once
#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

#include "core/diagnostic.hpp"
#include "core/rule_catalog.hpp"

namespace conform {

// Where an oracle puts its findings; the rule id and severity come from the catalog.
class Report {
 public:
  Report(std::vector<Diagnostic>& out, const Rule& rule) : out_(out), rule_(rule) {}
  void at(std::size_t offset, std::string message) {
    out_.push_back(Diagnostic{rule_.id, rule_.severity, offset, std::move(message)});
  }

 private:
  std::vector<Diagnostic>& out_;
  const Rule& rule_;
};

// One checkable rule of one dialect. `Context` is what the dialect's front end learned.
template <typename Context>
class Oracle {
 public:
  virtual ~Oracle() = default;
  virtual std::string_view rule() const = 0;
  // Whether the oracle needs a parsed plan; those that do not run on any text.
  virtual bool needs_plan() const { return true; }
  virtual void check(const Context&, Report&) const = 0;
};

// An oracle that judges the nodes of a plan a stretch of its functions at a time (the
// nodes of one stretch stay in the cache while every pass reads them;
// oracles/core/stretches.hpp): the dialect calls check_nodes once per stretch, with the
// context's node lists holding that stretch's, and `check` once after the last, for what
// only the whole plan decides.
template <typename Context>
class StretchOracle : public Oracle<Context> {
 public:
  virtual void check_nodes(const Context&, Report&) const = 0;
  void check(const Context&, Report&) const override {}
};

}  // namespace conform
