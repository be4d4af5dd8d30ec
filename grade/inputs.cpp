#include "grade/inputs.hpp"

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <set>
#include <map>

#include "core/json_text.hpp"
#include "core/bounded_read.hpp"
#include "core/in_quotes.hpp"

namespace conform::grade {
namespace fs = std::filesystem;
namespace {

bool is_jsonl(const fs::path& path) { return path.extension() == ".jsonl"; }

std::string text_field(const nlohmann::json& doc, const char* key, bool required) {
  if (!doc.contains(key)) {
    if (required) throw std::runtime_error(std::string("no \"") + key + "\" field");
    return {};
  }
  const auto& v = doc.at(key);
  if (!v.is_string()) throw std::runtime_error(std::string("\"") + key + "\" must be a string");
  return v.get<std::string>();
}

std::optional<std::uint64_t> count_field(const nlohmann::json& doc, const char* key, std::uint64_t least) {
  if (!doc.contains(key)) return std::nullopt;
  const auto& v = doc.at(key);
  if (!v.is_number_unsigned() || v.get<std::uint64_t>() < least)
    throw std::runtime_error(std::string("\"") + key + "\" must be a whole number of at least " + std::to_string(least));
  return v.get<std::uint64_t>();
}

const std::vector<std::string_view>& known_fields() {
  static const std::vector<std::string_view> fields{"id", "output", "dialect", "model", "prompt_id", "sample",
                                                     "expect_steps", "requested_tools", "meta", "planner", "planner_detail"};
  return fields;
}

void read_jsonl(const fs::path& path, const ReadOptions& options, Inputs& into) {
  const std::size_t most = options.max_bytes * 8 + 4096;
  for_each_line(path, most, [&](std::size_t number, std::optional<std::string> line) {
    const std::string origin = path.string() + ":" + std::to_string(number);
    const std::size_t order = into.next_order();
    if (!line) {
      into.excluded.push_back({origin, "the line is longer than " + std::to_string(most) + " bytes", order});
      return;
    }
    if (line->find_first_not_of(" \t\r") == std::string::npos) return;
    try {
      Record record = parse_record(*line);
      record.origin = origin;
      record.order = order;
      into.records.push_back(std::move(record));
    } catch (const std::exception& e) {
      into.excluded.push_back({origin, e.what(), order});
    }
  });
}

void read_raw(const fs::path& path, std::string id, const ReadOptions& options, Inputs& into) {
  const std::size_t order = into.next_order();
  try {
    Record record;
    record.output = read_bounded(path.string(), options.max_bytes).bytes;
    record.id = std::move(id);
    record.origin = path.string();
    record.order = order;
    into.records.push_back(std::move(record));
  } catch (const std::runtime_error& e) {
    into.excluded.push_back({path.string(), e.what(), order});
    into.unreadable.push_back(into.excluded.back());
  }
}

// Whether a file is read for the first time in this run: `grade outs outs/a.cpl` names
// a.cpl twice, and its two ids differ, so only its path tells.
bool first_reading(const fs::path& file, std::set<fs::path>& read) {
  std::error_code error;
  const fs::path canonical = fs::weakly_canonical(file, error);
  return read.insert(error ? file : canonical).second;
}

void read_folder(const fs::path& folder, const ReadOptions& options, Inputs& into, std::set<fs::path>& read) {
  std::vector<fs::path> files;
  std::error_code error;
  for (fs::recursive_directory_iterator it(folder, error), end; !error && it != end; it.increment(error))
    if (it->is_regular_file()) files.push_back(it->path());
  if (error) throw InputError("cannot list " + conform::in_quotes(folder.string()) + ": " + error.message());
  std::sort(files.begin(), files.end());
  for (const auto& file : files) {
    if (!first_reading(file, read)) continue;
    if (is_jsonl(file)) read_jsonl(file, options, into);
    else read_raw(file, file.lexically_relative(folder).generic_string(), options, into);
  }
}

}  // namespace

void for_each_line(const std::filesystem::path& path, std::size_t most, const OnLine& on_line) {
  std::ifstream in(path, std::ios::binary);
  if (!in) throw InputError("cannot read " + conform::in_quotes(path.string()) + ": " + std::strerror(errno));
  std::string line;
  bool overlong = false;
  std::size_t number = 0;
  char block[1 << 16];
  auto finish = [&] {
    ++number;
    if (overlong) on_line(number, std::optional<std::string>());
    else on_line(number, std::optional<std::string>(std::move(line)));
    line.clear();
    overlong = false;
  };
  while (in.read(block, sizeof block) || in.gcount() > 0) {
    std::string_view chunk(block, static_cast<std::size_t>(in.gcount()));
    while (!chunk.empty()) {
      const auto end = chunk.find('\n');
      const auto piece = chunk.substr(0, end);
      if (!overlong) {
        if (line.size() + piece.size() > most) overlong = true, line.clear();
        else line.append(piece);
      }
      if (end == std::string_view::npos) break;
      finish();
      chunk.remove_prefix(end + 1);
    }
  }
  if (in.bad()) throw InputError("cannot read " + conform::in_quotes(path.string()) + ": " + std::strerror(errno));
  if (!line.empty() || overlong) finish();
}


nlohmann::json parse_json_line(const std::string& line) {
  JsonRead read = read_json(line);
  if (!read.error.empty()) throw std::runtime_error("not JSON (" + read.error + ")");
  return std::move(read.value);
}

Record parse_record(const std::string& line) {
  const nlohmann::json doc = parse_json_line(line);
  if (!doc.is_object()) throw std::runtime_error("a record is a JSON object");
  for (const auto& [key, value] : doc.items())
    if (std::find(known_fields().begin(), known_fields().end(), key) == known_fields().end())
      throw std::runtime_error("unknown field \"" + key + "\" (put your own data under \"meta\")");
  Record r;
  r.id = text_field(doc, "id", true);
  if (r.id.empty()) throw std::runtime_error("\"id\" is empty");
  r.output = text_field(doc, "output", true);
  r.dialect = text_field(doc, "dialect", false);
  r.model = text_field(doc, "model", false);
  r.prompt_id = text_field(doc, "prompt_id", false);
  r.sample = count_field(doc, "sample", 0);
  r.expect_steps = count_field(doc, "expect_steps", 1);
  if (doc.contains("requested_tools")) {
    const auto& tools = doc["requested_tools"];
    bool strings = tools.is_array() && std::all_of(tools.begin(), tools.end(), [](const auto& t) { return t.is_string(); });
    if (!strings) throw std::runtime_error("\"requested_tools\" must be an array of strings");
    r.requested_tools = tools.get<std::vector<std::string>>();
  }
  if (doc.contains("meta")) r.meta = doc["meta"];
  const std::string planner = text_field(doc, "planner", false);
  if (!planner.empty()) {
    auto outcome = planner_outcome_from(planner);
    if (!outcome) throw std::runtime_error("\"planner\" must be ok, crashed or timed_out");
    r.planner = *outcome;
  }
  r.planner_detail = text_field(doc, "planner_detail", false);
  return r;
}

void require_unique_ids(const std::vector<Record>& records) {
  std::map<std::string_view, const Record*> seen;
  for (const auto& r : records) {
    auto [at, fresh] = seen.emplace(r.id, &r);
    if (!fresh)
      throw InputError("duplicate id " + conform::in_quotes(r.id) + " (" + at->second->origin + " and " + r.origin + ")");
  }
}

namespace {

void exclude_duplicate_ids(Inputs& inputs) {
  std::map<std::string, std::string> first_at;
  std::vector<Record> unique;
  for (auto& r : inputs.records) {
    if (auto [at, fresh] = first_at.emplace(r.id, r.origin); !fresh)
      inputs.excluded.push_back({r.origin, "duplicate id " + conform::in_quotes(r.id) + " (first at " + at->second + ")", r.order});
    else
      unique.push_back(std::move(r));
  }
  inputs.records = std::move(unique);
}

}  // namespace

Inputs read_inputs(const std::vector<std::string>& paths, const ReadOptions& options) {
  Inputs inputs;
  std::set<fs::path> read;
  for (const auto& given : paths) {
    const fs::path path(given);
    std::error_code error;
    const auto status = fs::status(path, error);
    if (error || !fs::exists(status)) throw InputError("no such file or folder " + conform::in_quotes(given));
    if (fs::is_directory(status)) read_folder(path, options, inputs, read);
    else if (!first_reading(path, read)) continue;
    else if (is_jsonl(path)) read_jsonl(path, options, inputs);
    else read_raw(path, given, options, inputs);
  }
  if (options.exclude_duplicate_ids) exclude_duplicate_ids(inputs);
  else require_unique_ids(inputs.records);
  return inputs;
}

}  // namespace conform::grade
