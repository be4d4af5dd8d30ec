#include "oracles/fixplan/dependency_graph.hpp"

#include <algorithm>
#include <deque>
#include <limits>
#include <utility>

namespace conform::fixplan {
namespace {

constexpr std::size_t none = std::numeric_limits<std::size_t>::max();

// Component number of every node (Tarjan, with an explicit stack).
std::vector<std::size_t> components(const DependencyGraph& g) {
  const std::size_t n = g.size();
  std::vector<std::size_t> index(n, none), low(n, 0), component(n, none), stack;
  std::vector<bool> on_stack(n, false);
  std::size_t counter = 0, components = 0;
  for (std::size_t root = 0; root < n; ++root) {
    if (index[root] != none) continue;
    std::vector<std::pair<std::size_t, std::size_t>> calls{{root, 0}};  // node, next edge
    index[root] = low[root] = counter++;
    stack.push_back(root);
    on_stack[root] = true;
    while (!calls.empty()) {
      const std::size_t v = calls.back().first;
      const std::size_t e = calls.back().second;
      if (e < g[v].size()) {
        ++calls.back().second;
        const std::size_t w = g[v][e].to;
        if (index[w] == none) {
          index[w] = low[w] = counter++;
          stack.push_back(w);
          on_stack[w] = true;
          calls.push_back({w, 0});
        } else if (on_stack[w]) {
          low[v] = std::min(low[v], index[w]);
        }
        continue;
      }
      if (low[v] == index[v]) {
        std::size_t w = none;
        do {
          w = stack.back();
          stack.pop_back();
          on_stack[w] = false;
          component[w] = components;
        } while (w != v);
        ++components;
      }
      calls.pop_back();
      if (!calls.empty()) low[calls.back().first] = std::min(low[calls.back().first], low[v]);
    }
  }
  return component;
}

// A shortest cycle through `start` inside its component (breadth first).
Cycle cycle_through(const DependencyGraph& g, const std::vector<std::size_t>& component, std::size_t start) {
  std::vector<std::size_t> parent(g.size(), none);
  std::vector<DependencyEdge> reached_by(g.size());
  std::deque<std::size_t> queue{start};
  parent[start] = start;
  while (!queue.empty()) {
    const std::size_t v = queue.front();
    queue.pop_front();
    for (const auto& edge : g[v]) {
      if (component[edge.to] != component[start]) continue;
      if (edge.to == start) {
        std::vector<DependencyEdge> edges{edge};
        for (std::size_t at = v; at != start; at = parent[at]) edges.push_back(reached_by[at]);
        std::reverse(edges.begin(), edges.end());
        return {start, std::move(edges)};
      }
      if (parent[edge.to] != none) continue;
      parent[edge.to] = v;
      reached_by[edge.to] = edge;
      queue.push_back(edge.to);
    }
  }
  return {start, {}};  // unreachable for a component of two or more nodes
}

}  // namespace

std::vector<Cycle> find_cycles(const DependencyGraph& g) {
  const auto component = components(g);
  std::vector<std::size_t> size(g.size(), 0);
  for (auto c : component) ++size[c];
  std::vector<bool> reported(g.size(), false);
  std::vector<Cycle> out;
  for (std::size_t v = 0; v < g.size(); ++v) {
    if (size[component[v]] < 2 || reported[component[v]]) continue;
    reported[component[v]] = true;
    out.push_back(cycle_through(g, component, v));
  }
  return out;
}

}  // namespace conform::fixplan
