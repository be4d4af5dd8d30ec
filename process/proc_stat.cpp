#include "process/proc_stat.hpp"

#include <cstdio>
#include <string>

#include "process/small_file.hpp"

namespace conform::process::detail {

std::optional<ProcStat> read_proc_stat(pid_t pid) {
  std::string stat;
  if (!read_small_file("/proc/" + std::to_string(pid) + "/stat", stat)) return std::nullopt;
  // The command name, in parentheses, may hold anything: the fields follow its last ')'.
  const auto close = stat.rfind(')');
  if (close == std::string::npos) return std::nullopt;
  ProcStat fields;
  long parent = 0;
  if (std::sscanf(stat.c_str() + close + 1, " %c %ld", &fields.state, &parent) != 2) return std::nullopt;
  fields.parent = static_cast<pid_t>(parent);
  return fields;
}

}  // namespace conform::process::detail
