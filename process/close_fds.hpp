#pragma once
// Closing every descriptor a freshly forked child must not keep. Both functions make
// system calls only, so a child of vfork or of a multithreaded fork may call them.

namespace conform::process::detail {

// The highest number of open descriptors to expect, for the close loop where
// close_range(2) is missing (Linux < 5.9). Call it before forking.
int open_files_limit();

// Closes every descriptor from `first` on but `keep`: with close_range(2) when
// `use_close_range` and the kernel has it, else one close(2) per number below `max_fd`.
void close_fds_except(int first, int keep, int max_fd, bool use_close_range) noexcept;

}  // namespace conform::process::detail
