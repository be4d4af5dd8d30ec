#pragma once
// Reading collected outputs: files and folders of raw outputs (one plan per file) and
// JSONL files of records. A malformed record is excluded with its line and reason,
// never dropped; duplicate ids are an error.
#include <cstddef>
#include <filesystem>
#include <functional>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

#include "grade/record.hpp"

namespace conform::grade {

struct Inputs {
  std::vector<Record> records;
  std::vector<Excluded> excluded;
  // The files among `excluded` that could not be read at all (permissions, a named pipe
  // with no writer): an I/O error, not a malformed output.
  std::vector<Excluded> unreadable;

  // While reading, the place of the next line or file among those read (Record::order).
  std::size_t next_order() const { return records.size() + excluded.size(); }
};

// An input that cannot be graded at all (missing path, duplicate id): one line.
struct InputError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

struct ReadOptions {
  // A raw output file is read up to this many bytes plus one (the checker then reports
  // HARNESS-INPUT-TOO-LARGE); a JSONL line longer than this many bytes times 8 is excluded.
  std::size_t max_bytes = 1 << 20;
  // What --check-input wants: a record whose id an earlier record has is listed among the
  // excluded, not an InputError that stops the reading.
  bool exclude_duplicate_ids = false;
};

// `path` ending in .jsonl: one record per non-blank line. A folder: every regular file
// under it, sorted, .jsonl files as records and others as one raw output each (id: the
// path below the folder). Any other file: one raw output (id: the path as given).
Inputs read_inputs(const std::vector<std::string>& paths, const ReadOptions& = {});

// Calls `on_line(number, line)` for each line of `path` (numbered from 1, without its
// newline), holding at most `most` bytes of it: a longer line is passed on as nullopt.
// Throws InputError when the file cannot be read.
using OnLine = std::function<void(std::size_t, std::optional<std::string>)>;
void for_each_line(const std::filesystem::path& path, std::size_t most, const OnLine& on_line);

// One JSONL line as a record; throws std::runtime_error naming what is wrong.
Record parse_record(const std::string& line);
// One line of a JSONL file; throws std::runtime_error "not JSON (where and why)", without
// the JSON library's exception tag.
nlohmann::json parse_json_line(const std::string& line);

// Throws InputError when two records share an id, naming both origins.
void require_unique_ids(const std::vector<Record>&);

}  // namespace conform::grade
