// The source the test binaries' shared precompiled header is built with
// (tests/CMakeLists.txt, conform_test_headers); it has no code of its own.
