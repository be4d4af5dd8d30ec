// Bad input to any command: one line naming the problem, exit code 2, nothing read
// beyond what the limits allow (issue 16: items 11, 12, 17).
#include <gtest/gtest.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include <filesystem>
#include <algorithm>
#include <fstream>
#include <nlohmann/json.hpp>
#include <optional>
#include <sstream>
#include <string>
#include <vector>

#include "process/run_process.hpp"
#include "tests/cli/cli_support.hpp"

namespace {

namespace fs = std::filesystem;
using namespace cli_support;

// The exit status of a shell line running conform, its stderr in `err`.
int shell(const std::string& arguments, std::string& err) {
  const fs::path err_file = fs::temp_directory_path() / ("conform-cli-test-" + std::to_string(::getpid()) + ".err");
  const int status = std::system((conform_binary + " " + arguments + " 2> " + err_file.string()).c_str());
  std::ifstream in(err_file);
  std::ostringstream text;
  text << in.rdbuf();
  err = text.str();
  fs::remove(err_file);
  return WIFEXITED(status) ? WEXITSTATUS(status) : -1;
}

const std::string valid_cpl = source_dir + "/corpus/cpl/valid/main-only.cpl";

TEST(BadInput, AFolderGivenAsAFileIsNamedAsOne) {
  const std::string folder = fs::temp_directory_path().string();
  for (const std::vector<std::string>& args : std::vector<std::vector<std::string>>{
           {"check", "--dialect", "cpl", folder},
           {"check", "--dialect", "cpl", "--config", folder, valid_cpl},
           {"run", "--target", "/bin/true", "--expect", folder, "--no-progress"},
           {"run", "--target", "/bin/true", "--config", folder, "--no-progress"},
           {"report", folder}}) {
    const Outcome o = run_conform(args);
    EXPECT_EQ(o.exit_code, 2) << args[0] << " " << args.back() << "\n" << o.err;
    EXPECT_TRUE(one_line(o.err)) << o.err;
    EXPECT_NE(o.err.find("is a folder"), std::string::npos) << o.err;
  }
}

// A named pipe no program writes to is read as one that ended, not waited on for ever
// (stop 101's auditor: check, report, diff, --config and --expect hung on one). A pipe
// with a writer is read as a file is.
TEST(BadInput, ANamedPipeWithNoWriterIsNamedNotWaitedOn) {
  const fs::path fifo = fs::temp_directory_path() / ("conform-cli-fifo-" + std::to_string(::getpid()));
  fs::remove(fifo);
  ASSERT_EQ(::mkfifo(fifo.c_str(), 0600), 0);
  for (const std::vector<std::string>& args : std::vector<std::vector<std::string>>{
           {"check", "--dialect", "cpl", fifo.string()},
           {"check", "--dialect", "cpl", "--config", fifo.string(), valid_cpl},
           {"run", "--target", "/bin/true", "--expect", fifo.string(), "--no-progress"},
           {"report", fifo.string()},
           {"diff", fifo.string(), fifo.string()}}) {
    const Outcome o = run_conform(args);
    EXPECT_EQ(o.exit_code, 2) << args[0] << "\n" << o.err;
    EXPECT_TRUE(one_line(o.err)) << o.err;
    EXPECT_NE(o.err.find("is a named pipe that no program wrote to"), std::string::npos) << o.err;
  }
  const int status = std::system(("cat " + valid_cpl + " | " + conform_binary + " check --dialect cpl /dev/stdin > /dev/null").c_str());
  EXPECT_TRUE(WIFEXITED(status) && WEXITSTATUS(status) == 0) << status;
  fs::remove(fifo);
}

// Round 21's reader: each says what is wrong in the words the other commands use.
TEST(BadInput, EachCommandNamesTheMistake) {
  for (const auto& [args, says] : std::vector<std::pair<std::vector<std::string>, std::string>>{
           {{"rules", "--dialect", "foo"}, "unknown dialect 'foo' (dialects: "},
           {{"report", "-"}, "not from standard input ('-')"},
           {{"grade", "-"}, "not standard input ('-')"},
           {{"run", "--target", "/bin/true", "--failures", "", "--no-progress"}, "--failures: an empty path"},
           {{"grade", valid_cpl, "--samples", "3"}, "--samples is an option of --planner, which is not given"},
           {{"grade", "--prompts", valid_cpl}, "--prompts is an option of --planner, which is not given"},
           {{"check", "--bogus", valid_cpl}, "unknown option '--bogus' (see --help)"},
           {{"run", "--target"}, "Option 'target' is missing an argument"},
           // Stop 101's auditor.
           {{"run", "--target", "/bin/true", "--corpus", "/nonexistent/corpus", "--no-progress"},
            "corpus '/nonexistent/corpus' does not exist"},
           {{"run", "--target", "/bin/true", "--no-corpus", "--no-progress"}, "give --generate N"},
           {{"check", "--dialect", "cpl", "-", "-"}, "'-' is given twice"},
           {{"diff", "-", valid_cpl}, "not from standard input ('-')"}}) {
    const Outcome o = run_conform(args);
    EXPECT_EQ(o.exit_code, 2) << args[0] << "\n" << o.err;
    EXPECT_TRUE(one_line(o.err)) << o.err;
    EXPECT_NE(o.err.find(says), std::string::npos) << o.err;
  }
}

TEST(BadInput, StandardInputThatCannotBeReadIsAnErrorNotACrash) {
  std::string err;
  EXPECT_EQ(shell("check --dialect cpl - < " + fs::temp_directory_path().string(), err), 2) << err;
  EXPECT_TRUE(one_line(err)) << err;
  EXPECT_NE(err.find("standard input"), std::string::npos) << err;
  EXPECT_EQ(shell("check --dialect cpl - <&-", err), 2) << err;
  EXPECT_TRUE(one_line(err)) << err;
}

// /dev/zero never ends: only the limit plus one byte is read, and the plan is too large.
TEST(BadInput, EndlessInputIsReadOnlyUpToTheLimit) {
  if (!fs::exists("/dev/zero")) GTEST_SKIP() << "no /dev/zero";
  const Outcome check = run_conform({"check", "--dialect", "cpl", "--max-bytes", "1000", "/dev/zero"});
  EXPECT_EQ(check.exit_code, 1) << check.err;
  EXPECT_NE(check.out.find("HARNESS-INPUT-TOO-LARGE"), std::string::npos) << check.out;
  std::string err;
  EXPECT_EQ(shell("check --dialect cpl --max-bytes 1000 - < /dev/zero > /dev/null", err), 1) << err;
  for (const std::vector<std::string>& args : std::vector<std::vector<std::string>>{
           {"check", "--dialect", "cpl", "--config", "/dev/zero", valid_cpl},
           {"run", "--target", "/bin/true", "--expect", "/dev/zero", "--no-progress"}}) {
    const Outcome o = run_conform(args);
    EXPECT_EQ(o.exit_code, 2) << o.err;
    EXPECT_TRUE(one_line(o.err)) << o.err;
    EXPECT_NE(o.err.find("larger than"), std::string::npos) << o.err;
  }
}

// nlohmann's reader takes a NUL byte for the end of its input: a config with one, and
// anything after it, was read as the JSON before it.
TEST(BadInput, AConfigWithANulByteIsRefused) {
  Scratch s;
  const auto config = s.path() / "nul.json";
  std::ofstream(config, std::ios::binary) << std::string("{\"cpl\": {}}\0{\"cpl\": 7}", 23);
  const Outcome o = run_conform({"check", "--dialect", "cpl", "--config", config.string(), valid_cpl});
  EXPECT_EQ(o.exit_code, 2) << o.out << o.err;
  EXPECT_TRUE(one_line(o.err)) << o.err;
  EXPECT_NE(o.err.find("NUL byte at offset 11"), std::string::npos) << o.err;
}

// A plan over --max-bytes is reported by its rule, not read whole: the same verdict
// whether it is one byte or much more over the limit.
TEST(BadInput, APlanOverTheLimitIsOneRule) {
  const std::string plan = "plan { function main() : Void { return; } }\n";
  const std::string big = plan + std::string(100000, '#') + "\n";
  const Outcome o = run_conform({"check", "--dialect", "cpl", "--max-bytes", std::to_string(plan.size()), "-"}, big);
  EXPECT_EQ(o.exit_code, 1) << o.err;
  EXPECT_NE(o.out.find("HARNESS-INPUT-TOO-LARGE"), std::string::npos) << o.out;
  EXPECT_EQ(run_conform({"check", "--dialect", "cpl", "--max-bytes", std::to_string(plan.size()), "-"}, plan).exit_code, 0);
}

namespace more {

TEST(BadInput, ExtraArgumentsAreRefused) {
  for (const std::vector<std::string>& args : std::vector<std::vector<std::string>>{
           {"run", "--target", "/bin/true", "extra"},
           {"rules", "extra"},
           {"gen", "--dialect", "cpl", "--count", "1", "--out", "/tmp/conform-cli-never", "extra"}}) {
    const Outcome o = run_conform(args);
    EXPECT_EQ(o.exit_code, 2) << args[0] << "\n" << o.err;
    EXPECT_TRUE(one_line(o.err)) << o.err;
    EXPECT_NE(o.err.find("'extra'"), std::string::npos) << o.err;
  }
  EXPECT_FALSE(fs::exists("/tmp/conform-cli-never"));
}

TEST(BadInput, AMemoryLimitThatOverflowsIsRefused) {
  const Outcome o = run_conform({"run", "--target", "/bin/true", "--memory-limit", "17592186044417", "--no-progress"});
  EXPECT_EQ(o.exit_code, 2) << o.err;
  EXPECT_TRUE(one_line(o.err)) << o.err;
  EXPECT_NE(o.err.find("--memory-limit"), std::string::npos) << o.err;
}

// An unknown command is answered with every command the usage text lists.
TEST(BadInput, AnUnknownCommandListsEveryCommand) {
  const Outcome o = run_conform({"bogus\x1b[2J"});
  EXPECT_EQ(o.exit_code, 2) << o.err;
  EXPECT_TRUE(one_line(o.err)) << o.err;
  EXPECT_EQ(o.err.find('\x1b'), std::string::npos) << o.err;
  const auto from = o.err.find("commands: ");
  ASSERT_NE(from, std::string::npos) << o.err;
  const std::string list = ", " + o.err.substr(from + 10, o.err.find(';', from) - from - 10) + ",";
  const Outcome help = run_conform({"--help"});
  std::istringstream lines(help.out);
  int listed = 0;
  for (std::string line; std::getline(lines, line);) {
    if (line.rfind("  conform ", 0) != 0) continue;
    const std::string name = line.substr(10, line.find(' ', 10) - 10);
    if (name.rfind("--", 0) == 0) continue;  // --version, --target
    ++listed;
    EXPECT_NE(list.find(", " + name + ","), std::string::npos) << name << " missing: " << o.err;
  }
  EXPECT_EQ(listed, 7) << help.out;
}

// Cases are named after their seeds S … S+N-1: a count that would wrap past 2^64-1 and
// name a case gen-0 (a --seed 0 run's first) is refused; the last seed that fits is taken.
TEST(BadInput, SeedsThatWouldWrapAreRefused) {
  Scratch s;
  const Outcome gen = run_conform({"gen", "--dialect", "cpl", "--valid", "--count", "2", "--seed", "18446744073709551615",
                                   "--out", (s.path() / "g").string()});
  EXPECT_EQ(gen.exit_code, 2) << gen.err;
  EXPECT_EQ(gen.err, "conform: --seed 18446744073709551615 with --count 2 runs past seed 18446744073709551615 (the "
                     "largest first seed for that count is 18446744073709551614)\n");
  EXPECT_FALSE(fs::exists(s.path() / "g"));
  const Outcome run = run_conform({"run", "--target", "/bin/true", "--no-corpus", "--generate", "3", "--seed",
                                   "18446744073709551614", "--no-progress"});
  EXPECT_EQ(run.exit_code, 2) << run.err;
  EXPECT_TRUE(one_line(run.err)) << run.err;
  EXPECT_NE(run.err.find("--generate 3"), std::string::npos) << run.err;
  const Outcome fits = run_conform({"gen", "--dialect", "cpl", "--valid", "--count", "2", "--seed", "18446744073709551614",
                                    "--out", (s.path() / "h").string()});
  EXPECT_EQ(fits.exit_code, 0) << fits.err;
  EXPECT_TRUE(fs::exists(s.path() / "h/cpl/valid/gen-18446744073709551615.cpl"));
}

// A file check cannot read or tell the dialect of is one line on stderr and, under
// --format json, one object of its own: a reader of the lines misses no file.
TEST(BadInput, AFileThatCannotBeCheckedHasItsOwnJsonObject) {
  Scratch s;
  const fs::path ok = s.put("ok.cpl", file_text(source_dir + "/corpus/cpl/valid/main-only.cpl"));
  const fs::path unknown = s.put("notes.txt", "");
  const Outcome o = run_conform({"check", "--format", "json", ok.string(), unknown.string(), (s.path() / "gone.cpl").string()});
  EXPECT_EQ(o.exit_code, 2) << o.err;
  std::istringstream lines(o.out);
  std::vector<nlohmann::json> objects;
  for (std::string line; std::getline(lines, line);) objects.push_back(nlohmann::json::parse(line));
  ASSERT_EQ(objects.size(), 3u) << o.out;
  EXPECT_TRUE(objects[0]["valid"].get<bool>());
  EXPECT_EQ(objects[1]["file"], unknown.string());
  EXPECT_EQ(objects[1]["error"], "cannot tell which dialect '" + unknown.string() + "' is written in; pass --dialect");
  EXPECT_EQ(objects[2]["file"], (s.path() / "gone.cpl").string());
  EXPECT_TRUE(objects[2].contains("error")) << objects[2].dump();
  EXPECT_EQ(std::count(o.err.begin(), o.err.end(), '\n'), 2) << o.err;
  const Outcome stdin_twice = run_conform({"check", "-", "-"}, file_text(source_dir + "/corpus/cpl/valid/main-only.cpl"));
  EXPECT_EQ(stdin_twice.exit_code, 2);
  // Refused before anything is read (stop 101's auditor: the empty second reading was
  // blamed on its dialect).
  EXPECT_EQ(stdin_twice.err, "conform: '-' is given twice: standard input can be read once\n");
  EXPECT_EQ(stdin_twice.out, "");
}

// A dialect's option given where no plan of that dialect was checked does nothing: it is
// said, and the verdict stands. gen --count 0 is refused, as run --jobs 0 is.
TEST(BadInput, AnOptionThatAppliesToNoCheckedPlanIsSaidAndACountOfZeroRefused) {
  const std::string cpl = source_dir + "/corpus/cpl/valid/main-only.cpl";
  const Outcome ignored = run_conform({"check", "--expect-steps", "3", cpl});
  EXPECT_EQ(ignored.exit_code, 0) << ignored.err;
  EXPECT_EQ(ignored.err, "conform: warning: --expect-steps is stepplan's option, and no stepplan plan was checked\n");
  const Outcome used = run_conform({"check", "--expect-steps", "1", source_dir + "/corpus/stepplan/valid/single-step.json"});
  EXPECT_EQ(used.exit_code, 0) << used.out << used.err;
  EXPECT_EQ(used.err, "");
  Scratch s;
  const Outcome none = run_conform({"gen", "--dialect", "cpl", "--valid", "--count", "0", "--out", (s.path() / "g").string()});
  EXPECT_EQ(none.exit_code, 2);
  EXPECT_EQ(none.err, "conform: --count must be at least 1\n");
  // A count beyond any number names the limit, not the lower bound it meets.
  const Outcome huge = run_conform({"check", "--expect-steps", "99999999999999999999", cpl});
  EXPECT_EQ(huge.exit_code, 2);
  EXPECT_EQ(huge.err, "conform: command line: --expect-steps must be at most 18446744073709551615, not '99999999999999999999'\n");
  const Outcome zero = run_conform({"check", "--expect-steps", "0", cpl});
  EXPECT_EQ(zero.exit_code, 2);
  EXPECT_NE(zero.err.find("a whole number of at least 1"), std::string::npos) << zero.err;
}

// A dialect's option and --config both setting one key: the option wins, and --help says so.
TEST(BadInput, ADialectOptionOverridesTheConfigAndItsHelpSaysSo) {
  Scratch s;
  const auto config = s.path() / "request.json";
  std::ofstream(config, std::ios::binary) << "{\"stepplan\": {\"expect_steps\": 2}}";
  const std::string one_step = source_dir + "/corpus/stepplan/valid/single-step.json";
  const Outcome from_config = run_conform({"check", "--config", config.string(), one_step});
  EXPECT_EQ(from_config.exit_code, 1) << from_config.out << from_config.err;
  EXPECT_NE(from_config.out.find("STEPPLAN-STEP-COUNT-MISMATCH"), std::string::npos) << from_config.out;
  const Outcome overridden = run_conform({"check", "--config", config.string(), "--expect-steps", "1", one_step});
  EXPECT_EQ(overridden.exit_code, 0) << overridden.out << overridden.err;
  const Outcome help = run_conform({"check", "--help"});
  std::string words;  // the help wrapped at any width, read as one line
  for (std::size_t i = 0; i < help.out.size(); ++i) {
    const bool blank = help.out[i] == ' ' || help.out[i] == '\n';
    if (!blank) words += help.out[i];
    else if (!words.empty() && words.back() != ' ') words += ' ';
  }
  EXPECT_NE(words.find("overrides \"expect_steps\" of --config's \"stepplan\" section"), std::string::npos) << help.out;
}

// The top level: no command, an option where the command goes, a word after --version.
TEST(BadInput, TheTopLevelAnswersInOneLine) {
  const Outcome none = run_conform({});
  EXPECT_EQ(none.exit_code, 2);
  EXPECT_TRUE(one_line(none.err)) << none.err;
  EXPECT_EQ(none.err.rfind("conform: missing command (commands: check, gen, ", 0), 0u) << none.err;
  const Outcome option = run_conform({"--dialect", "cpl", "x.cpl"});
  EXPECT_EQ(option.exit_code, 2);
  EXPECT_TRUE(one_line(option.err)) << option.err;
  EXPECT_NE(option.err.find("'--dialect' is an option; the command comes first"), std::string::npos) << option.err;
  for (const char* word : {"--version", "--help"}) {
    const Outcome extra = run_conform({word, "extra"});
    EXPECT_EQ(extra.exit_code, 2) << word;
    EXPECT_EQ(extra.err, "conform: " + std::string(word) + " takes no arguments, found 'extra'\n");
    EXPECT_EQ(extra.out, "");
  }
  const Outcome version = run_conform({"--version"});
  EXPECT_EQ(version.exit_code, 0);
  EXPECT_EQ(version.out.rfind("conform ", 0), 0u) << version.out;
}

TEST(BadInput, HelpWithACommandIsThatCommandsHelp) {
  const Outcome help = run_conform({"help", "run"});
  EXPECT_EQ(help.exit_code, 0) << help.err;
  EXPECT_EQ(help.out, run_conform({"run", "--help"}).out);
  EXPECT_NE(help.out, run_conform({"--help"}).out);
  const Outcome unknown = run_conform({"help", "bogus"});
  EXPECT_EQ(unknown.exit_code, 2);
  EXPECT_TRUE(one_line(unknown.err)) << unknown.err;
  EXPECT_NE(unknown.err.find("unknown command 'bogus'"), std::string::npos) << unknown.err;
}

// A configuration that is not JSON says where, in the reader's words, without the JSON
// library's exception tag or the raw bytes it stopped at.
TEST(BadInput, AConfigurationThatIsNotJsonSaysWhereInPlainWords) {
  const fs::path config = fs::temp_directory_path() / ("conform-bad-config-" + std::to_string(::getpid()) + ".json");
  std::ofstream(config, std::ios::binary) << "{\"cpl\": \xff}";
  const Outcome o = run_conform({"check", "--dialect", "cpl", "--config", config.string(), valid_cpl});
  fs::remove(config);
  EXPECT_EQ(o.exit_code, 2) << o.err;
  EXPECT_TRUE(one_line(o.err)) << o.err;
  EXPECT_NE(o.err.find("is not valid JSON: parse error at line 1, column 9"), std::string::npos) << o.err;
  EXPECT_EQ(o.err.find("json.exception"), std::string::npos) << o.err;
  EXPECT_EQ(o.err.find("\xff"), std::string::npos) << "no raw byte: " << o.err;
}

// A file whose name starts with '-' reads as options: the message says how to name it.
// `gen --out -` would make a folder named '-'; it is refused.
TEST(BadInput, ADashIsNamedForWhatItIs) {
  const Outcome dash = run_conform({"check", "-dash.cpl"});
  EXPECT_EQ(dash.exit_code, 2) << dash.err;
  EXPECT_TRUE(one_line(dash.err)) << dash.err;
  EXPECT_NE(dash.err.find("write ./-dash.cpl"), std::string::npos) << dash.err;
  const Outcome gen = run_conform({"gen", "--dialect", "cpl", "--valid", "--out", "-"});
  EXPECT_EQ(gen.exit_code, 2) << gen.err;
  EXPECT_TRUE(one_line(gen.err)) << gen.err;
  EXPECT_NE(gen.err.find("--out -"), std::string::npos) << gen.err;
  EXPECT_FALSE(fs::exists("-"));
}

// An option that takes one value, given twice with two values, is refused: which one
// was meant is not known (cxxopts kept the last). The same value twice is harmless.
TEST(BadInput, AnOptionGivenTwiceWithTwoValuesIsRefused) {
  const Outcome cases = run_conform({"run", "--target", "/bin/true", "--case", "cpl/*", "--case", "java/*", "--no-progress"});
  EXPECT_EQ(cases.exit_code, 2) << cases.err;
  EXPECT_TRUE(one_line(cases.err)) << cases.err;
  EXPECT_NE(cases.err.find("--case is given twice ('cpl/*', then 'java/*')"), std::string::npos) << cases.err;
  const Outcome dialects = run_conform({"check", "--dialect", "cpl", "--dialect=java", valid_cpl});
  EXPECT_EQ(dialects.exit_code, 2) << dialects.err;
  EXPECT_NE(dialects.err.find("--dialect is given twice"), std::string::npos) << dialects.err;
  EXPECT_EQ(run_conform({"check", "--dialect", "cpl", "--dialect", "cpl", valid_cpl}).exit_code, 0);
  EXPECT_EQ(run_conform({"check", "--dialect", "cpl", valid_cpl, valid_cpl}).exit_code, 0) << "files are many";
}

// An option given without its value is refused when the next argument is an option:
// cxxopts took `--format` as the report's path and wrote a file of that name (round 27).
TEST(BadInput, AnOptionIsNoValueOfTheOptionBeforeIt) {
  for (const auto& [args, said] : std::vector<std::pair<std::vector<std::string>, std::string>>{
           {{"grade", "--dialect", "cpl", "--json", "--markdown", "m.md", valid_cpl}, "--json needs a value, and '--markdown' is an option"},
           {{"run", "--target", "/bin/true", "--json", "--no-progress"}, "--json needs a value, and '--no-progress' is an option"},
           {{"check", "--dialect", "--format", "json", valid_cpl}, "--dialect needs a value, and '--format' is an option"}}) {
    const Outcome o = run_conform(args);
    EXPECT_EQ(o.exit_code, 2) << said << ": " << o.err;
    EXPECT_TRUE(one_line(o.err)) << o.err;
    EXPECT_NE(o.err.find(said), std::string::npos) << o.err;
    EXPECT_NE(o.err.find("write ./--"), std::string::npos) << o.err;
  }
  EXPECT_FALSE(fs::exists("--markdown"));
  EXPECT_FALSE(fs::exists("--no-progress"));
  EXPECT_FALSE(fs::exists("m.md"));
  // Must not trip: a value written with '=' is the user's word for it.
  const Outcome joined = run_conform({"grade", "--dialect", "cpl", "--json=--odd.json", valid_cpl});
  EXPECT_EQ(joined.exit_code, 0) << joined.err;
  EXPECT_TRUE(fs::exists("--odd.json"));
  fs::remove("--odd.json");
}

// A value an option cannot take names the option, in whichever form it was written.
TEST(BadInput, AValueAnOptionCannotTakeNamesTheOption) {
  for (const auto& [args, option] : std::vector<std::pair<std::vector<std::string>, std::string>>{
           {{"run", "--target", "/bin/true", "--jobs", "-1", "--no-progress"}, "--jobs: '-1'"},
           {{"run", "--target", "/bin/true", "--timeout", "nan", "--no-progress"}, "--timeout: 'nan'"},
           {{"gen", "--dialect", "cpl", "--valid", "--count", "1e9", "--out", "/nonexistent/x"}, "--count: '1e9'"},
           {{"gen", "--dialect", "cpl", "--valid", "--seed=abc", "--out", "/nonexistent/x"}, "--seed: 'abc'"},
           {{"check", "--dialect", "cpl", "--max-bytes", "1e6", valid_cpl}, "--max-bytes: '1e6'"}}) {
    const Outcome o = run_conform(args);
    EXPECT_EQ(o.exit_code, 2) << option << ": " << o.err;
    EXPECT_TRUE(one_line(o.err)) << o.err;
    EXPECT_NE(o.err.find(option), std::string::npos) << o.err;
  }
}

TEST(BadInput, AShrinkingTimeThatIsNoNumberOfSecondsIsRefused) {
  for (const char* seconds : {"-1", "1e300"}) {
    const Outcome o = run_conform({"run", "--target", "/bin/true", "--shrink-seconds", seconds, "--no-progress"});
    EXPECT_EQ(o.exit_code, 2) << seconds << ": " << o.err;
    EXPECT_TRUE(one_line(o.err)) << o.err;
    EXPECT_NE(o.err.find("--shrink-seconds"), std::string::npos) << o.err;
  }
}

TEST(BadInput, ATermGraceThatIsNoNumberOfSecondsIsRefused) {
  for (const char* seconds : {"-1", "-0.5", "1e300"}) {
    const Outcome o = run_conform({"run", "--target", "/bin/true", "--term-grace", seconds, "--no-progress"});
    EXPECT_EQ(o.exit_code, 2) << seconds << ": " << o.err;
    EXPECT_TRUE(one_line(o.err)) << o.err;
    EXPECT_NE(o.err.find("--term-grace"), std::string::npos) << o.err;
  }
}

TEST(BadInput, RunHelpNamesTheBatchSchemaWhereItIs) {
  const Outcome o = run_conform({"run", "--help"});
  EXPECT_EQ(o.exit_code, 0);
  const auto at = o.out.find("spec/run/batch-protocol.schema.json");
  ASSERT_NE(at, std::string::npos) << o.out;
  EXPECT_TRUE(fs::exists(source_dir + "/spec/run/batch-protocol.schema.json"));
}

}  // namespace more

}  // namespace
