#pragma once
// The estimators the grade report uses.
#include <cstddef>
#include <optional>

namespace conform::grade {

// A share with its 95% Wilson score interval. `of` == 0: no rate.
struct Rate {
  std::size_t count = 0;
  std::size_t of = 0;
  std::optional<double> rate, low, high;
  // Fewer than this many outputs: too few to compare two rates.
  static constexpr std::size_t comparable_from = 30;
  bool too_small() const { return of < comparable_from; }
  friend bool operator==(const Rate&, const Rate&) = default;
};

Rate wilson(std::size_t count, std::size_t of);

// Of n samples, c passed: the unbiased estimate that at least one of k drawn without
// replacement passes (pass@k = 1 - C(n-c, k) / C(n, k)) and that all k pass
// (pass^k = C(c, k) / C(n, k)). Requires k <= n.
double pass_at_k(std::size_t n, std::size_t c, std::size_t k);
double pass_hat_k(std::size_t n, std::size_t c, std::size_t k);

}  // namespace conform::grade
