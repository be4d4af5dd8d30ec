#include "process/orphans.hpp"

#include <dirent.h>
#include <signal.h>
#include <sys/prctl.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cerrno>
#include <cstdlib>
#include <string>
#include <unordered_set>
#include <vector>

#include "process/group_guard.hpp"
#include "process/proc_stat.hpp"
#include "process/small_file.hpp"

namespace conform::process::detail {
namespace {

std::mutex family_mutex;
std::unordered_set<pid_t>& targets() {
  static std::unordered_set<pid_t> set;
  return set;
}

bool is_number(const char* name) {
  if (!*name) return false;
  for (const char* p = name; *p; ++p)
    if (*p < '0' || *p > '9') return false;
  return true;
}

template <class F>
void for_each_numbered_entry(const std::string& dir, F&& f) {
  DIR* d = ::opendir(dir.c_str());
  if (!d) return;
  while (const dirent* e = ::readdir(d))
    if (is_number(e->d_name)) f(std::string(e->d_name));
  ::closedir(d);
}

}  // namespace

// From /proc/self/task/*/children (an orphan is adopted by one of our threads), or, where
// the kernel lacks that file, by the parent field of /proc/*/stat.
std::vector<pid_t> children_of_this_process() {
  std::vector<pid_t> children;
  bool have_children_files = false;
  for_each_numbered_entry("/proc/self/task", [&](const std::string& tid) {
    std::string text;
    if (!read_small_file("/proc/self/task/" + tid + "/children", text)) return;
    have_children_files = true;
    const char* p = text.c_str();
    char* end = nullptr;
    for (long pid = std::strtol(p, &end, 10); end != p; pid = std::strtol(p, &end, 10)) {
      children.push_back(static_cast<pid_t>(pid));
      p = end;
    }
  });
  if (!have_children_files) {
    const pid_t self = ::getpid();
    for_each_numbered_entry("/proc", [&](const std::string& entry) {
      const auto pid = static_cast<pid_t>(std::atol(entry.c_str()));
      if (const auto stat = read_proc_stat(pid); stat && stat->parent == self) children.push_back(pid);
    });
  }
  std::erase(children, group_guard_pid());
  return children;
}

void become_subreaper() noexcept {
  static std::once_flag once;
  std::call_once(once, [] { ::prctl(PR_SET_CHILD_SUBREAPER, 1, 0, 0, 0); });
}

std::unique_lock<std::mutex> hold_spawning() { return std::unique_lock<std::mutex>(family_mutex); }

void record_target(pid_t pid) { targets().insert(pid); }

void forget_target_and_reap_orphans(pid_t pid) noexcept {
  try {
    std::lock_guard<std::mutex> lock(family_mutex);
    targets().erase(pid);
    const pid_t own_group = ::getpgrp();
    // Killing an orphan hands its own children to us: go on until a round finds none.
    for (int round = 0; round < 1000; ++round) {
      std::vector<pid_t> orphans;
      for (const pid_t child : children_of_this_process())
        if (!targets().count(child) && ::getpgid(child) != own_group) orphans.push_back(child);
      if (orphans.empty()) return;
      for (const pid_t orphan : orphans) ::kill(orphan, SIGKILL);
      for (const pid_t orphan : orphans) {
        int status;
        while (::waitpid(orphan, &status, 0) < 0 && errno == EINTR) {
        }
      }
    }
  } catch (...) {
    // Out of memory while listing: the orphans are left for the next sweep.
  }
}

}  // namespace conform::process::detail
