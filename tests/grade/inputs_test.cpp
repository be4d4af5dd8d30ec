#include "grade/inputs.hpp"

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>

#include "tests/test_support.hpp"

namespace conform::grade {
namespace {
namespace fs = std::filesystem;

fs::path fixture(const std::string& name) { return test::source_path("tests/grade/fixtures/" + name); }

class Scratch : public ::testing::Test {
 protected:
  void SetUp() override {
    dir_ = fs::temp_directory_path() / ("conform-grade-inputs-" + std::to_string(::getpid()) + "-" +
                                        ::testing::UnitTest::GetInstance()->current_test_info()->name());
    fs::remove_all(dir_);
    fs::create_directories(dir_);
  }
  void TearDown() override { fs::remove_all(dir_); }
  fs::path write(const std::string& relative, const std::string& bytes) {
    const auto path = dir_ / relative;
    fs::create_directories(path.parent_path());
    std::ofstream(path, std::ios::binary) << bytes;
    return path;
  }
  fs::path dir_;
};

TEST(Inputs, MalformedRecordsAreExcludedWithTheirLineNumber) {
  const auto inputs = read_inputs({fixture("collected.jsonl").string()});
  EXPECT_EQ(inputs.records.size(), 16u);  // n1 names an unknown dialect: the grader excludes it
  ASSERT_EQ(inputs.excluded.size(), 2u);
  EXPECT_EQ(inputs.excluded[0].origin, fixture("collected.jsonl").string() + ":9");
  EXPECT_NE(inputs.excluded[0].reason.find("not JSON"), std::string::npos) << inputs.excluded[0].reason;
  EXPECT_EQ(inputs.excluded[1].origin, fixture("collected.jsonl").string() + ":14");
  EXPECT_NE(inputs.excluded[1].reason.find("unknown field \"ouput\""), std::string::npos) << inputs.excluded[1].reason;
}

TEST(Inputs, EveryFieldIsRead) {
  const Record r = parse_record(
      R"({"id": "x", "output": "o", "dialect": "stepplan", "model": "m", "prompt_id": "p", "sample": 3,)"
      R"( "expect_steps": 2, "requested_tools": ["web_search"], "meta": {"t": 1}, "planner": "timed_out"})");
  EXPECT_EQ(r.id, "x");
  EXPECT_EQ(r.output, "o");
  EXPECT_EQ(r.dialect, "stepplan");
  EXPECT_EQ(r.model, "m");
  EXPECT_EQ(r.prompt(), "p");
  EXPECT_EQ(r.sample, 3u);
  EXPECT_EQ(r.expect_steps, 2u);
  EXPECT_EQ(r.requested_tools, std::vector<std::string>{"web_search"});
  EXPECT_EQ(r.meta["t"], 1);
  EXPECT_EQ(r.planner, PlannerOutcome::timed_out);
  EXPECT_EQ(parse_record(to_json(r).dump()).id, "x");
}

TEST(Inputs, WrongTypesAreNamed) {
  EXPECT_THROW(parse_record(R"({"output": "o"})"), std::runtime_error);
  EXPECT_THROW(parse_record(R"({"id": "", "output": "o"})"), std::runtime_error);
  EXPECT_THROW(parse_record(R"({"id": 3, "output": "o"})"), std::runtime_error);
  EXPECT_THROW(parse_record(R"({"id": "x", "output": "o", "expect_steps": 0})"), std::runtime_error);
  EXPECT_THROW(parse_record(R"({"id": "x", "output": "o", "requested_tools": "web"})"), std::runtime_error);
  EXPECT_THROW(parse_record(R"({"id": "x", "output": "o", "planner": "exploded"})"), std::runtime_error);
  EXPECT_THROW(parse_record(R"(["id"])"), std::runtime_error);
}

TEST_F(Scratch, DuplicateIdsAreAnErrorNamingBothPlaces) {
  const auto a = write("a.jsonl", R"({"id": "x", "output": "1"})" "\n");
  const auto b = write("b.jsonl", "\n" R"({"id": "x", "output": "2"})" "\n");
  try {
    read_inputs({a.string(), b.string()});
    FAIL() << "duplicate ids were accepted";
  } catch (const InputError& e) {
    EXPECT_NE(std::string(e.what()).find(a.string() + ":1"), std::string::npos) << e.what();
    EXPECT_NE(std::string(e.what()).find(b.string() + ":2"), std::string::npos) << e.what();
  }
}

TEST_F(Scratch, AFolderGivesOneRecordPerFileAndReadsItsJsonl) {
  write("runs/b.cpl", "plan {}");
  write("runs/sub/a.json", "{}");
  write("runs/more.jsonl", R"({"id": "r1", "output": "x"})" "\n\n");
  const auto inputs = read_inputs({(dir_ / "runs").string()});
  ASSERT_EQ(inputs.records.size(), 3u);
  EXPECT_EQ(inputs.records[0].id, "b.cpl");
  EXPECT_EQ(inputs.records[0].output, "plan {}");
  EXPECT_EQ(inputs.records[1].id, "r1");
  EXPECT_EQ(inputs.records[2].id, "sub/a.json");
  EXPECT_TRUE(inputs.excluded.empty());
}

// `grade runs runs/b.cpl`, or a file named twice: each file is read once, whatever the
// ids its two namings would give (round 27's reader got b.cpl graded twice).
TEST_F(Scratch, AFileNamedTwiceIsReadOnce) {
  write("runs/b.cpl", "plan {}");
  write("runs/more.jsonl", R"({"id": "r1", "output": "x"})" "\n");
  const std::string folder = (dir_ / "runs").string(), file = (dir_ / "runs" / "b.cpl").string();
  EXPECT_EQ(read_inputs({folder, file}).records.size(), 2u);
  EXPECT_EQ(read_inputs({file, folder}).records.size(), 2u);
  EXPECT_EQ(read_inputs({file, (dir_ / "runs" / "." / "b.cpl").string()}).records.size(), 1u);
  EXPECT_EQ(read_inputs({(dir_ / "runs" / "more.jsonl").string(), folder}).records.size(), 2u);
  // Must not merge: two files, the same name in two folders.
  write("other/b.cpl", "plan {}");
  EXPECT_EQ(read_inputs({file, (dir_ / "other" / "b.cpl").string()}).records.size(), 2u);
}

TEST_F(Scratch, AMissingPathIsAnError) {
  EXPECT_THROW(read_inputs({(dir_ / "nope").string()}), InputError);
}

TEST_F(Scratch, ALineOverTheBoundIsExcludedNotRead) {
  const auto path = write("big.jsonl", R"({"id": "a", "output": ")" + std::string(5000, 'x') + "\"}\n" +
                                           R"({"id": "b", "output": "y"})" "\n");
  const auto inputs = read_inputs({path.string()}, {.max_bytes = 100});
  ASSERT_EQ(inputs.records.size(), 1u);
  EXPECT_EQ(inputs.records[0].id, "b");
  ASSERT_EQ(inputs.excluded.size(), 1u);
  EXPECT_EQ(inputs.excluded[0].origin, path.string() + ":1");
}

}  // namespace
}  // namespace conform::grade
