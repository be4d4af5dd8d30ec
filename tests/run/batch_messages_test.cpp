// The batch protocol's lines (run/batch_messages.hpp) against nlohmann::json, which
// wrote and read them before: the request byte for byte as json_text() writes it, the
// answer verdict for verdict.
#include <gtest/gtest.h>
#include <rapidcheck.h>
#include <rapidcheck/gtest.h>

#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "core/json_text.hpp"
#include "run/batch_messages.hpp"
#include "run/plan_encoding.hpp"

namespace conform::run {
namespace {

// Bytes that JSON escapes or that make a text other than UTF-8, among plain ones.
rc::Gen<std::string> awkward_text() {
  auto piece = rc::gen::weightedOneOf<std::string>(
      {{6, rc::gen::element<std::string>("plan", " ", "{", "}", "a")},
       {4, rc::gen::element<std::string>("\"", "\\", "\n", "\t", "\r", "\b", "\f", std::string(1, '\0'), "\x01", "\x1f",
                                         "\x7f", "/")},
       {3, rc::gen::element<std::string>("\xc3\xa9", "\xe2\x82\xac", "\xf0\x9f\x98\x80", "\xef\xbf\xbd", "\xe2\x80\xa8",
                                         "\xe2\x80\xa9")},
       {1, rc::gen::element<std::string>("\xff", "\xc3", "\x80", "\xed\xa0\x80")},
       {1, rc::gen::map(rc::gen::arbitrary<char>(), [](char c) { return std::string(1, c); })}});
  return rc::gen::map(rc::gen::container<std::vector<std::string>>(piece), [](const std::vector<std::string>& pieces) {
    std::string text;
    for (const auto& p : pieces) text += p;
    return text;
  });
}

RC_GTEST_PROP(BatchMessages, ARequestIsWhatJsonTextWrites, ()) {
  const long id = *rc::gen::inRange<long>(1, 1'000'000'000);
  const std::string dialect = *rc::gen::weightedOneOf<std::string>({{3, rc::gen::element<std::string>("cpl", "stepplan")},
                                                                    {1, awkward_text()}});
  const std::string plan = *awkward_text();
  RC_CLASSIFY(is_utf8(plan), "UTF-8 plan");
  nlohmann::json request = {{"id", id}, {"dialect", dialect}};
  if (is_utf8(plan)) request["plan"] = plan;
  else request["plan_base64"] = base64(plan);
  // As every JSON conform writes (json_text): the line and paragraph separators escaped, so
  // that a target splitting on every Unicode line break reads one request per line (run.md).
  RC_ASSERT(request_line(id, dialect, plan) == json_text(request));
}

// Answer lines: mostly objects made of the protocol's members and near misses of them,
// with whitespace of every JSON kind between the tokens, and now and then loose tokens.
rc::Gen<std::string> answer_line(long id) {
  const std::string n = std::to_string(id);
  const auto space = rc::gen::weightedElement<std::string>({{8, ""}, {3, " "}, {1, "\t"}, {1, "\r"}, {1, "\n"}, {1, "  "}});
  const auto id_value = rc::gen::weightedElement<std::string>(
      {{8, n}, {1, std::to_string(id + 1)}, {1, n + ".0"}, {1, n + "0"}, {1, "0" + n}, {1, n + "e0"}, {1, "\"" + n + "\""},
       {1, "-" + n}, {1, "null"}});
  const auto valid_value =
      rc::gen::weightedElement<std::string>({{6, "true"}, {6, "false"}, {1, "True"}, {1, "truex"}, {1, "1"}, {1, "null"},
                                             {1, "\"true\""}, {1, "fals"}});
  const auto member = rc::gen::weightedOneOf<std::string>(
      {{6, rc::gen::map(id_value, [](const std::string& v) { return "\"id\":" + v; })},
       {6, rc::gen::map(valid_value, [](const std::string& v) { return "\"valid\":" + v; })},
       {1, rc::gen::element<std::string>("\"skipped\":\"no\"", "\"errored\":\"oops\"", "\"errored\":1", "\"note\":\"x\"",
                                         "\"i\\u0064\":" + n, "\"ID\":" + n, "\"valid\":true,")}});
  const auto object = [](const std::vector<std::string>& members, const std::vector<std::string>& spaces, bool close) {
    std::string line = spaces[0] + "{";
    for (std::size_t i = 0; i < members.size(); ++i) {
      if (i) line += spaces[(i + 1) % spaces.size()] + ",";
      line += spaces[(i + 2) % spaces.size()] + members[i];
    }
    return line + spaces[1] + (close ? "}" : "") + spaces[2];
  };
  // An "id" and a "valid", in either order: the shape of nearly every answer.
  const auto usual = rc::gen::apply(
      [object](const std::string& i, const std::string& v, bool valid_first, const std::vector<std::string>& spaces) {
        return object(valid_first ? std::vector{"\"valid\":" + v, "\"id\":" + i} : std::vector{"\"id\":" + i, "\"valid\":" + v},
                      spaces, true);
      },
      id_value, valid_value, rc::gen::arbitrary<bool>(), rc::gen::container<std::vector<std::string>>(3, space));
  return rc::gen::weightedOneOf<std::string>(
      {{12, usual},
       {12, rc::gen::apply(
                object,
                rc::gen::container<std::vector<std::string>>(*rc::gen::inRange<std::size_t>(0, 4), member),
                rc::gen::container<std::vector<std::string>>(3, space), rc::gen::weightedElement<bool>({{9, true}, {1, false}}))},
       {1, rc::gen::map(rc::gen::container<std::vector<std::string>>(rc::gen::weightedOneOf<std::string>(
                            {{3, member}, {2, rc::gen::element<std::string>("{", "}", ",", ":", "[", "]")}, {1, space}})),
                        [](const std::vector<std::string>& pieces) {
                          std::string line;
                          for (const auto& p : pieces) line += p;
                          return line;
                        })}});
}

RC_GTEST_PROP(BatchMessages, AnAnswerIsJudgedAsInFull, ()) {
  const long id = *rc::gen::inRange<long>(1, 100'000);
  const std::string line = *answer_line(id);
  const Verdict quick = answer_verdict(line, id);
  const Verdict full = answer_verdict_in_full(line, id);
  RC_CLASSIFY(full.kind == Verdict::Kind::accept || full.kind == Verdict::Kind::reject, "a verdict");
  RC_ASSERT(quick.kind == full.kind);
  RC_ASSERT(quick.error == full.error);
  RC_ASSERT(quick.detail == full.detail);
}

TEST(BatchMessages, ReadsTheUsualAnswersAndRefusesTheirNearMisses) {
  EXPECT_EQ(answer_verdict("{\"id\":7,\"valid\":true}", 7).kind, Verdict::Kind::accept);
  EXPECT_EQ(answer_verdict(" { \"valid\" : false , \"id\" : 7 }\r", 7).kind, Verdict::Kind::reject);
  for (const std::string near : {"{\"id\":7,\"valid\":true,\"valid\":false}", "{\"id\":70,\"valid\":true}",
                                 "{\"id\":7.5,\"valid\":true}", "{\"id\":7,\"valid\":\"true\"}", "{\"id\":7}",
                                 "{\"id\":7,\"valid\":true} x", "{\"id\":7,\"valid\":true,\"skipped\":\"s\"}"})
    EXPECT_EQ(answer_verdict(near, 7).kind, Verdict::Kind::target_error) << near;
  EXPECT_EQ(answer_verdict("{\"id\":7,\"valid\":true}", 8).error, Verdict::Error::protocol);
}

// A NUL byte is no JSON anywhere in a line; nlohmann's reader takes it for the end of
// its input, which used to make `{…"valid":false}\0{…"valid":true}` a reject.
TEST(BatchMessages, AnAnswerWithANulByteIsAProtocolError) {
  using namespace std::string_literals;
  for (const std::string& line : {"{\"id\":7,\"valid\":true}\0 trailing junk"s,
                                 "{\"id\":7,\"valid\":false}\0{\"id\":7,\"valid\":true}"s, "{\"id\":7,\"valid\":true\0}"s}) {
    const Verdict v = answer_verdict(line, 7);
    EXPECT_EQ(v.kind, Verdict::Kind::target_error) << v.detail;
    EXPECT_EQ(v.error, Verdict::Error::protocol);
    EXPECT_NE(v.detail.find("NUL"), std::string::npos) << v.detail;
  }
}

}  // namespace
}  // namespace conform::run
