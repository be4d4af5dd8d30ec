#pragma once
// The tasks as a graph: task i depends on task j. For the cycle rule.
#include <cstddef>
#include <vector>

namespace conform::fixplan {

struct DependencyEdge {
  std::size_t to = 0;
  std::size_t via = 0;  // which dependency entry of the task, for the offset
};

using DependencyGraph = std::vector<std::vector<DependencyEdge>>;

// The strongly connected components with more than one task, each as a cycle through
// its lowest-numbered task: edges e0 … ek with e0 leaving that task and ek returning to
// it. In order of their lowest-numbered task; linear time (iterative Tarjan).
struct Cycle {
  std::size_t start = 0;
  std::vector<DependencyEdge> edges;
};
std::vector<Cycle> find_cycles(const DependencyGraph&);

}  // namespace conform::fixplan
