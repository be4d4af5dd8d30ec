#include "grade/statistics.hpp"

#include <cmath>

namespace conform::grade {

Rate wilson(std::size_t count, std::size_t of) {
  Rate r{count, of, {}, {}, {}};
  if (of == 0) return r;
  constexpr double z = 1.959963984540054;  // the 97.5th percentile of the standard normal
  const double n = static_cast<double>(of);
  const double p = static_cast<double>(count) / n;
  const double denominator = 1 + z * z / n;
  const double centre = (p + z * z / (2 * n)) / denominator;
  const double half = z / denominator * std::sqrt(p * (1 - p) / n + z * z / (4 * n * n));
  r.rate = p;
  r.low = std::max(0.0, centre - half);
  r.high = std::min(1.0, centre + half);
  return r;
}

// C(a, k) / C(n, k) as a running product, exact enough for any n a report holds.
static double choose_ratio(std::size_t a, std::size_t n, std::size_t k) {
  if (a < k) return 0;
  double ratio = 1;
  for (std::size_t i = 0; i < k; ++i) ratio *= static_cast<double>(a - i) / static_cast<double>(n - i);
  return ratio;
}

double pass_at_k(std::size_t n, std::size_t c, std::size_t k) { return 1 - choose_ratio(n - c, n, k); }

double pass_hat_k(std::size_t n, std::size_t c, std::size_t k) { return choose_ratio(c, n, k); }

}  // namespace conform::grade
