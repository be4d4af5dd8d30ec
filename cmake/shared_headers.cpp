// The source each precompiled header of the third-party headers is built with
// (cmake/SharedHeaders.cmake); it has no code of its own.
