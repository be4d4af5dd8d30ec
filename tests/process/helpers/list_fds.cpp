// Test helper: prints the file descriptors open in this process, one per line as
// "<fd> <target>", leaving out the one that reads /proc/self/fd itself.
#include <dirent.h>
#include <unistd.h>

#include <climits>
#include <cstdio>
#include <cstdlib>
#include <string>

int main() {
  DIR* dir = opendir("/proc/self/fd");
  if (!dir) return 2;
  const int own = dirfd(dir);
  while (dirent* entry = readdir(dir)) {
    if (entry->d_name[0] == '.') continue;
    const int fd = std::atoi(entry->d_name);
    if (fd == own) continue;
    char target[PATH_MAX] = {};
    const std::string link = std::string("/proc/self/fd/") + entry->d_name;
    if (readlink(link.c_str(), target, sizeof target - 1) < 0) target[0] = '?';
    std::printf("%d %s\n", fd, target);
  }
  closedir(dir);
  return 0;
}
