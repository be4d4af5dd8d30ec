// FIXPLAN-MISSING-FIELD, FIXPLAN-EXTRA-FIELD, FIXPLAN-WRONG-TYPE: the schema's keys and types.
#include <gtest/gtest.h>

#include "parsers/json/build.hpp"
#include "tests/fixplan/fixplan_test_support.hpp"

namespace conform::fixplan {
namespace {

namespace build = json::build;
using test::changed;
using test::edit;
using test::errors_of;
using test::member;
using test::task;
using Rules = std::set<std::string>;

const Rules missing{"FIXPLAN-MISSING-FIELD"};
const Rules extra{"FIXPLAN-EXTRA-FIELD"};
const Rules wrong_type{"FIXPLAN-WRONG-TYPE"};

TEST(FixplanRules, TheDocumentExampleIsValid) { EXPECT_TRUE(test::check_text(changed([](json::Value&) {})).empty()); }

TEST(FixplanMissingField, EveryRequiredKeyAtEveryLevel) {
  for (const char* key : {"plan_version", "overview", "tasks", "tests", "metadata"})
    EXPECT_EQ(errors_of(changed([&](json::Value& p) { build::erase(p, key); })), missing) << key;
  for (const char* key : {"primary_issue", "risk_level", "summary"})
    EXPECT_EQ(errors_of(changed([&](json::Value& p) { build::erase(member(p, "overview"), key); })), missing) << key;
  for (const char* key : {"id", "title", "rationale", "acceptance", "edits"})
    EXPECT_EQ(errors_of(changed([&](json::Value& p) { build::erase(task(p, 0), key); })), missing) << key;
  // D1: "Each edit must include" strategy and context_files too.
  for (const char* key : {"action", "path", "instructions", "strategy", "context_files"})
    EXPECT_EQ(errors_of(changed([&](json::Value& p) { build::erase(edit(p, 0, 0), key); })), missing) << key;
  for (const char* key : {"commands", "stop_on_failure"})
    EXPECT_EQ(errors_of(changed([&](json::Value& p) { build::erase(member(p, "tests"), key); })), missing) << key;
  for (const char* key : {"created_at", "model", "fix_attempt"})
    EXPECT_EQ(errors_of(changed([&](json::Value& p) { build::erase(member(p, "metadata"), key); })), missing) << key;
}

// Round 23's reader: a plan wrapped in a key of its own drew six findings that did not say
// so; each now says where the plan is. A wrapper of something else is not told about.
TEST(FixplanMissingField, APlanWrappedInAKeyIsToldSo) {
  const std::string plan = changed([](json::Value&) {});
  const auto d = test::check_text("{\"fixplan\": " + plan + "}");
  ASSERT_EQ(d.size(), 6u);
  for (const auto& f : d)
    if (f.rule == "FIXPLAN-MISSING-FIELD") { EXPECT_TRUE(f.message.ends_with(" (it is inside \"fixplan\")")) << f.message; }
    else EXPECT_TRUE(f.message.ends_with("not wrapped in \"fixplan\"")) << f.message;
  for (const auto& f : test::check_text("{\"fixplan\": {\"x\": 1}}")) EXPECT_EQ(f.message.find("inside"), std::string::npos);
}

// Round 23's reader put a rename's rationale in the task's `notes`: the field is an
// edit's, and the message says so. A key no object has is not told of one.
TEST(FixplanExtraField, AFieldOfAnotherObjectIsToldWhereItGoes) {
  const auto d = test::only_diagnostic(changed([](json::Value& p) { build::set(task(p, 0), "notes", build::string("why")); }));
  EXPECT_EQ(d.rule, "FIXPLAN-EXTRA-FIELD");
  EXPECT_TRUE(d.message.ends_with(" (\"notes\" is a field of an edit)")) << d.message;
  const auto other = test::only_diagnostic(changed([](json::Value& p) { build::set(task(p, 0), "owner", build::string("x")); }));
  EXPECT_EQ(other.message.find("is a field of"), std::string::npos) << other.message;
}

TEST(FixplanMissingField, OptionalKeysMayBeAbsent) {
  // target is "Optional" (target_path, required only for rename_file, has its own rule).
  EXPECT_EQ(errors_of(changed([](json::Value& p) { build::erase(edit(p, 0, 0), "target"); })), Rules{});
  EXPECT_EQ(errors_of(changed([](json::Value& p) { build::erase(member(p, "overview"), "assumptions"); })), Rules{});
  EXPECT_EQ(errors_of(changed([](json::Value& p) { build::erase(member(p, "tests"), "max_attempts"); })), Rules{});
}

// D1: each missing key of an edit is one diagnostic, with the message of every missing key.
TEST(FixplanMissingField, AnEditWithoutStrategyAndContextFilesGetsOneDiagnosticForEach) {
  const std::string text = changed([](json::Value& p) {
    build::erase(edit(p, 0, 0), "strategy");
    build::erase(edit(p, 0, 0), "context_files");
  });
  const auto diagnostics = test::check_text(text);
  ASSERT_EQ(diagnostics.size(), 2u);
  // The message says where the requirement comes from: the schema alone would not make it.
  const std::string why = " (the document's \"Each edit must include\" names it, though the schema alone leaves it optional)";
  EXPECT_EQ(diagnostics[0].message, "tasks[0].edits[0]: missing required field \"strategy\"" + why);
  EXPECT_EQ(diagnostics[1].message, "tasks[0].edits[0]: missing required field \"context_files\"" + why);
  for (const auto& d : diagnostics) EXPECT_EQ(d.rule, "FIXPLAN-MISSING-FIELD");
  // An empty context_files is present, and allowed (D18).
  EXPECT_EQ(errors_of(changed([](json::Value& p) { build::set(edit(p, 0, 0), "context_files", build::array()); })), Rules{});
}

TEST(FixplanMissingField, ReportedAtTheObjectThatLacksTheKey) {
  const std::string text = changed([](json::Value& p) { build::erase(edit(p, 0, 0), "instructions"); });
  auto d = test::only_diagnostic(text);
  EXPECT_EQ(d.rule, "FIXPLAN-MISSING-FIELD");
  EXPECT_EQ(text[d.offset], '{');
  EXPECT_EQ(d.message, "tasks[0].edits[0]: missing required field \"instructions\"");
  auto top = test::only_diagnostic(changed([](json::Value& p) { build::erase(p, "tests"); }));
  EXPECT_EQ(top.offset, 0u);
  EXPECT_EQ(top.message, "top level: missing required field \"tests\"");
}

TEST(FixplanExtraField, AnyUnknownKeyAtAnyLevel) {
  EXPECT_EQ(errors_of(changed([](json::Value& p) { build::set(p, "explanation", build::string("why")); })), extra);
  EXPECT_EQ(errors_of(changed([](json::Value& p) { build::set(member(p, "overview"), "confidence", build::integer(9)); })), extra);
  EXPECT_EQ(errors_of(changed([](json::Value& p) { build::set(task(p, 0), "notes", build::string("n")); })), extra);
  EXPECT_EQ(errors_of(changed([](json::Value& p) { build::set(edit(p, 0, 0), "diff", build::string("@@")); })), extra);
  EXPECT_EQ(errors_of(changed([](json::Value& p) { build::set(member(p, "tests"), "timeout", build::integer(60)); })), extra);
  EXPECT_EQ(errors_of(changed([](json::Value& p) { build::set(member(p, "metadata"), "updated_at", build::null()); })), extra);
  // Keys are case-sensitive: "Title" is not "title".
  EXPECT_EQ(errors_of(changed([](json::Value& p) { build::rename(task(p, 0), "title", "Title"); })),
            (Rules{"FIXPLAN-EXTRA-FIELD", "FIXPLAN-MISSING-FIELD"}));
}

TEST(FixplanExtraField, ReportedAtTheKey) {
  const std::string text = changed([](json::Value& p) { build::set(member(p, "overview"), "confidence", build::integer(9)); });
  auto d = test::only_diagnostic(text);
  EXPECT_EQ(text.substr(d.offset, 12), "\"confidence\"");
  EXPECT_EQ(d.message.rfind("overview.confidence: unknown field; overview has only primary_issue, risk_level, summary, assumptions", 0), 0u)
      << d.message;
}

TEST(FixplanWrongType, EveryKindOfValue) {
  auto type_of = [](const std::function<void(json::Value&)>& change) { return errors_of(changed(change)); };
  EXPECT_EQ(type_of([](json::Value& p) { build::set(p, "plan_version", build::number_text("1.0")); }), wrong_type);
  EXPECT_EQ(type_of([](json::Value& p) { build::set(p, "overview", build::string("GameScene fails")); }), wrong_type);
  EXPECT_EQ(type_of([](json::Value& p) { build::set(p, "tasks", build::object()); }), wrong_type);
  EXPECT_EQ(type_of([](json::Value& p) { member(p, "tasks").elements[0] = build::string("T1"); }), wrong_type);
  EXPECT_EQ(type_of([](json::Value& p) { build::set(task(p, 0), "id", build::integer(1)); }), wrong_type);
  EXPECT_EQ(type_of([](json::Value& p) { build::set(task(p, 0), "acceptance", build::string("It builds.")); }), wrong_type);
  EXPECT_EQ(type_of([](json::Value& p) { member(task(p, 0), "acceptance").elements[0] = build::integer(1); }), wrong_type);
  EXPECT_EQ(type_of([](json::Value& p) { member(task(p, 0), "edits").elements[0] = build::array(); }), wrong_type);
  EXPECT_EQ(type_of([](json::Value& p) { build::set(edit(p, 0, 0), "context_files", build::string("a.swift")); }), wrong_type);
  EXPECT_EQ(type_of([](json::Value& p) { build::set(member(p, "tests"), "stop_on_failure", build::string("true")); }), wrong_type);
  EXPECT_EQ(type_of([](json::Value& p) { build::set(member(p, "tests"), "max_attempts", build::string("2")); }), wrong_type);
  EXPECT_EQ(type_of([](json::Value& p) { build::set(member(p, "tests"), "max_attempts", build::number_text("2.5")); }), wrong_type);
  EXPECT_EQ(type_of([](json::Value& p) { build::set(member(p, "metadata"), "fix_attempt", build::boolean(true)); }), wrong_type);
  EXPECT_EQ(type_of([](json::Value& p) { build::set(member(p, "metadata"), "created_at", build::integer(1710000000)); }), wrong_type);
}

TEST(FixplanWrongType, NullIsNeverAbsent) {
  EXPECT_EQ(errors_of(changed([](json::Value& p) { build::set(task(p, 0), "dependencies", build::null()); })), wrong_type);
  EXPECT_EQ(errors_of(changed([](json::Value& p) { build::set(edit(p, 0, 0), "target", build::null()); })), wrong_type);
}

TEST(FixplanWrongType, IsTheOnlyRuleOnAWrongTypedValue) {
  // D15: an empty array where a string belongs is not also EMPTY-STRING; a number
  // where an enum belongs is not also INVALID-ENUM; a task that is not an object hides
  // its id from the dependency rules.
  EXPECT_EQ(errors_of(changed([](json::Value& p) { build::set(task(p, 0), "title", build::array()); })), wrong_type);
  EXPECT_EQ(errors_of(changed([](json::Value& p) { build::set(member(p, "overview"), "risk_level", build::integer(2)); })),
            wrong_type);
  EXPECT_EQ(errors_of(changed([](json::Value& p) {
              member(p, "tasks").elements.push_back(test::new_task("T2", {"T1"}));
              member(p, "tasks").elements.push_back(test::new_task("T3", {"T2"}));
              member(p, "tasks").elements[1] = build::string("T2");
            })),
            wrong_type);
}

TEST(FixplanWrongType, IntegralNumbersAreIntegers) {
  // D2: 2.0 and 2e0 are the integer 2, as JSON Schema counts them.
  for (const char* n : {"2.0", "2e0", "20e-1", "2.000"})
    EXPECT_EQ(errors_of(changed([&](json::Value& p) { build::set(member(p, "tests"), "max_attempts", build::number_text(n)); })),
              Rules{})
        << n;
  EXPECT_EQ(errors_of(changed([](json::Value& p) { build::set(member(p, "tests"), "max_attempts", build::number_text("6.0")); })),
            Rules{"FIXPLAN-INTEGER-RANGE"});
  // The value as written, not the double it rounds to: these are no integers.
  for (const char* n : {"4.9999999999999999", "5.0000000000000001", "0.99999999999999999", "1e-400", "2.5"})
    EXPECT_EQ(errors_of(changed([&](json::Value& p) { build::set(member(p, "tests"), "max_attempts", build::number_text(n)); })),
              Rules{"FIXPLAN-WRONG-TYPE"})
        << n;
}

TEST(FixplanWrongType, MessageNamesTheExpectedAndTheFoundType) {
  const std::string text = changed([](json::Value& p) { build::set(member(p, "tests"), "max_attempts", build::string("2")); });
  auto d = test::only_diagnostic(text);
  EXPECT_EQ(text[d.offset], '"');
  EXPECT_EQ(d.message, "tests.max_attempts: expected an integer, found the string \"2\"");
}

// A long number is cut with an ellipsis, so a cut fraction does not read as a whole number.
TEST(FixplanWrongType, ALongNumberIsCutWithAnEllipsis) {
  const auto message = [](const char* n) {
    return test::only_diagnostic(changed([&](json::Value& p) {
             build::set(member(p, "tests"), "max_attempts", build::number_text(n));
           })).message;
  };
  EXPECT_EQ(message("1.00000000000000000000001"),
            "tests.max_attempts: expected an integer, found the number 1.0000000000000000000000…");
  EXPECT_EQ(message("2.5"), "tests.max_attempts: expected an integer, found the number 2.5");
}

}  // namespace
}  // namespace conform::fixplan
