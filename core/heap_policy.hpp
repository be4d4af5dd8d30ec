#pragma once
// How a process that checks many plans one after another treats the heap it frees.

namespace conform {

// Keeps freed heap memory in the process instead of handing it back to the system after
// every check. glibc returns the top of the heap whenever more than its trim threshold
// is free there (128 KB, or twice the largest block it has mapped and freed), and every
// page of it faults in again at the next check: 111 page faults per check of a 138 KB
// CPL plan. Raises the trim threshold to 256 MB and the size from which a block
// is mapped on its own to 32 MB. A process-wide policy, for the conform command and the
// benchmarks; the libraries never set it. Elsewhere than glibc it does nothing.
void keep_freed_heap();

}  // namespace conform
