// The RTFS checker on the cases the document itself decides, and on the messages a
// person reads. Every rule is also tried by the corpus and by its breaker
// (tests/dialects/).
#include <gtest/gtest.h>

#include <tuple>
#include <vector>

#include "tests/rtfs/check_support.hpp"
#include "tests/test_support.hpp"

namespace conform::rtfs {
namespace {

using namespace test_plans;

TEST(RtfsCheck, TheDocumentsCorrectExamplesAreValid) {
  const std::string greet = R"((step "Greet User"
  (let [name (call :ccos.user.ask "What is your name?")]
    (call :ccos.echo {:message (str "Hello, " name "!")}))))";
  const std::string trip = R"((step "Plan Trip"
  (let [destination (call :ccos.user.ask "Where to?")
        duration (call :ccos.user.ask "How many days?")
        budget (call :ccos.user.ask "What's your budget?")]
    (call :ccos.echo {:message (str "Planning " duration "-day trip to " destination " with " budget " budget")})
    {:trip/destination destination :trip/duration duration :trip/budget budget})))";
  for (const auto& text : {plan_of(greet + final_map), plan_of(trip)}) {
    const auto d = check_text(text);
    EXPECT_TRUE(d.empty()) << test::describe_text(text, d);
  }
}

// A let of many names (past the 32 looked up from the latest back, where an index takes
// over) scopes as a short one: an inner let's name shadows the outer one and is gone when
// its let ends, and no name leaves its step.
TEST(RtfsCheck, ALetOfManyNamesScopesAsAShortOne) {
  for (int names : {3, 40}) {
    std::string bindings;
    for (int i = 0; i < names; ++i) bindings += "a" + std::to_string(i) + " \"v\" ";
    const auto step = [&](const std::string& let_body) {
      return plan_of("(step \"s\" (let [" + bindings + "n {:a 1}] " + let_body + "))");
    };
    const auto rules = [](const std::string& text) { return test::rules_of(check_text(text)); };
    EXPECT_EQ(rules(step("n")), std::set<std::string>{}) << names;
    EXPECT_EQ(rules(step("(let [n \"inner\"] n)")), std::set<std::string>{"RTFS-FINAL-STEP-NOT-MAP"}) << names;
    EXPECT_EQ(rules(step("(let [n \"inner\"] n) n")), std::set<std::string>{}) << names;
    EXPECT_EQ(rules(step("(let [m {:b 2}] m) m")), std::set<std::string>{"RTFS-VARIABLE-OUT-OF-SCOPE"}) << names;
    EXPECT_EQ(rules(plan_of("(step \"s\" (let [" + bindings + "] a0)) (step \"t\" {:a a1})")),
              std::set<std::string>{"RTFS-VARIABLE-OUT-OF-SCOPE"})
        << names;
  }
}

// Round 23's reader: `(Step "…" …)` drew a placement finding that said to wrap it in a
// step, and a disallowed-form finding besides. It is the step it means, but for the case
// of its name: one finding that says so, and the step judged as a step.
TEST(RtfsCheck, AStepOrAFormNamedInAnotherCaseIsToldSo) {
  for (const std::string head : {"Step", "STEP"}) {
    const std::string text = plan_of("(" + head + R"( "Greet" (call :ccos.echo {:message "hi"})))" + final_map);
    const auto d = check_text(text);
    ASSERT_EQ(test::rules_of(d), std::set<std::string>{"RTFS-STEP-PLACEMENT"}) << test::describe_text(text, d);
    EXPECT_NE(d[0].message.find("the body's do holds steps only ('" + head + "' is not 'step': names are case-sensitive)"), std::string::npos) << d[0].message;
    // A fault inside it is judged as in a step.
    const std::string inner = plan_of("(" + head + R"( "Greet" (call :ccos.shout "hi")))" + final_map);
    EXPECT_EQ(test::rules_of(check_text(inner)),
              (std::set<std::string>{"RTFS-STEP-PLACEMENT", "RTFS-UNKNOWN-CAPABILITY"}));
  }
  const std::string let = plan_of(R"((step "S" (Let [x 1] (call :ccos.echo {:message "hi"}))))" + final_map);
  const auto d = check_text(let);
  ASSERT_FALSE(d.empty()) << let;
  EXPECT_EQ(d[0].rule, "RTFS-DISALLOWED-FORM");
  EXPECT_NE(d[0].message.find("'Let' is not an allowed form ('Let' is not 'let': names are case-sensitive)"), std::string::npos) << d[0].message;
  // Another word is not told about case, nor a form in its right case where it may not stand.
  const std::string nested = plan_of(R"((step "S" (step "T" (call :ccos.echo {:message "hi"}))))" + final_map);
  for (const auto& f : check_text(nested)) EXPECT_EQ(f.message.find("case-sensitive"), std::string::npos) << f.message;
  const std::string other = plan_of(R"((stop "S" (call :ccos.echo {:message "hi"})))" + final_map);
  for (const auto& f : check_text(other)) EXPECT_EQ(f.message.find("case-sensitive"), std::string::npos) << f.message;
}

TEST(RtfsCheck, AVariableFromAnotherStepNamesThatStep) {
  const std::string text = plan_of(R"((step "Get" (let [n (call :ccos.user.ask "Name?")] n))
(step "Use" (call :ccos.echo {:message n})))" + final_map);
  const auto d = check_text(text);
  ASSERT_EQ(test::rules_of(d), std::set<std::string>{"RTFS-VARIABLE-OUT-OF-SCOPE"}) << test::describe_text(text, d);
  EXPECT_EQ(d[0].offset, text.rfind("n})"));
  EXPECT_NE(d[0].message.find("step \"Get\""), std::string::npos) << d[0].message;
  // Bound in two other steps: the message says "steps" (stop 100's auditor).
  const std::string two = plan_of(R"((step "Ask" (let [a 1] a))
(step "Ask2" (let [a 2] a))
(step "Use" (call :ccos.echo {:message a})))" + final_map);
  const auto both = check_text(two);
  ASSERT_EQ(both.size(), 1u) << test::describe_text(two, both);
  EXPECT_NE(both[0].message.find("is bound in steps \"Ask\", \"Ask2\", not in this one"), std::string::npos) << both[0].message;
}

// Round 8's reader: a plan form named in another case, and a step named by an expression,
// are told for what they are.
TEST(RtfsCheck, APlanInAnotherCaseAndAStepNamedByAnExpressionAreToldSo) {
  for (const std::string head : {"Plan", "PLAN"}) {
    const std::string text = "(" + head + " :name \"p\" :body (do (step \"S\" {:ok true})))";
    const auto d = check_text(text);
    ASSERT_EQ(test::rules_of(d), std::set<std::string>{"RTFS-MISSING-PLAN"}) << test::describe_text(text, d);
    EXPECT_NE(d[0].message.find("('" + head + "' is not 'plan': names are case-sensitive)"), std::string::npos)
        << d[0].message;
  }
  for (const std::string text : {"(plans :body (do))", "(defplan x)", "plan"}) {
    const auto d = check_text(text);
    ASSERT_FALSE(d.empty()) << text;
    EXPECT_EQ(d[0].message.find("case-sensitive"), std::string::npos) << d[0].message;
  }
  const std::string named = plan_of(R"((step (str "Greet " "User") {:ok true}))");
  const auto d = check_text(named);
  ASSERT_EQ(test::rules_of(d), std::set<std::string>{"RTFS-STEP-NAME-NOT-STRING"}) << test::describe_text(named, d);
  EXPECT_EQ(d[0].message, "the step's name is (str …), not a quoted string: (step \"Descriptive Name\" expr)");
}

// A use past the end of its own step's let is that step's fault, though a later step binds
// the name too: the message names the let, not the other step (round 5's reader).
TEST(RtfsCheck, AUsePastItsOwnStepsLetIsNotBlamedOnAnotherStep) {
  const std::string text = plan_of(R"((step "Greet" (do (let [n (call :ccos.user.ask "Name?")] (str n)) (str "Bye " n)))
(step "Again" (let [n (call :ccos.user.ask "Name?")] {:n n})))");
  const auto d = check_text(text);
  ASSERT_EQ(test::rules_of(d), std::set<std::string>{"RTFS-VARIABLE-OUT-OF-SCOPE"}) << test::describe_text(text, d);
  EXPECT_EQ(d[0].offset, text.find("n)))"));
  EXPECT_NE(d[0].message.find("bound in this step, but this use is outside the form that binds it"), std::string::npos)
      << d[0].message;
  EXPECT_EQ(d[0].message.find("Again"), std::string::npos) << d[0].message;
}

// A use in a let's bindings before the pair that binds its name (`(let [a a] …)`,
// `(let [a b b 1] …)`) is out of scope (D19), and the message says where it stands, not
// "outside the form that binds it" (stop 98's rtfs auditor); in an inner let too.
TEST(RtfsCheck, AUseBeforeItsBindingInTheSameLetSaysSo) {
  for (const std::string step : {R"((step "Do" (let [a a] {:a a})))", R"((step "Do" (let [a b b 1] {:a a})))",
                                 R"((step "Do" (let [b (let [c a] c) a 2] {:b b})))"}) {
    const std::string text = plan_of(step);
    const auto d = check_text(text);
    ASSERT_EQ(test::rules_of(d), std::set<std::string>{"RTFS-VARIABLE-OUT-OF-SCOPE"}) << test::describe_text(text, d);
    EXPECT_NE(d[0].message.find("is used in its let's bindings before the pair that binds it"), std::string::npos)
        << d[0].message;
  }
  // after the let that bound it has closed, it is outside that let
  const std::string after = plan_of(R"((step "Do" (let [x (let [a 1] a)] {:a a})))");
  const auto d = check_text(after);
  ASSERT_EQ(test::rules_of(d), std::set<std::string>{"RTFS-VARIABLE-OUT-OF-SCOPE"}) << test::describe_text(after, d);
  EXPECT_NE(d[0].message.find("outside the form that binds it"), std::string::npos) << d[0].message;
}

// The document's ❌ example as the whole body breaks two rules: the variable, and its
// last step, an echo, which is no map whatever its message holds (D14). A broken
// operand inside an end that is a map is that operand's finding alone.
TEST(RtfsCheck, AnEndIsJudgedByWhatItYieldsWhateverItsOperandsHold) {
  const std::string text = plan_of(R"((step "Get" (let [n (call :ccos.user.ask "Name?")] n))
(step "Use" (call :ccos.echo {:message n})))");
  EXPECT_EQ(test::rules_of(check_text(text)),
            (std::set<std::string>{"RTFS-VARIABLE-OUT-OF-SCOPE", "RTFS-FINAL-STEP-NOT-MAP"}));
  EXPECT_EQ(test::rules_of(check_text(plan_of(R"((step "Use" (call :ccos.echo {:message (str "a" (+ 1 2))})))"))),
            (std::set<std::string>{"RTFS-DISALLOWED-FORM", "RTFS-FINAL-STEP-NOT-MAP"}));
  for (const char* end : {"(str undefinedv)", "[undefinedv]", "(= undefinedv 1)"})
    EXPECT_EQ(test::rules_of(check_text(plan_of("(step \"Use\" " + std::string(end) + ")"))),
              (std::set<std::string>{"RTFS-UNDEFINED-VARIABLE", "RTFS-FINAL-STEP-NOT-MAP"}))
        << end;
  EXPECT_EQ(test::rules_of(check_text(plan_of(R"((step "Use" {:a undefinedv}))"))),
            std::set<std::string>{"RTFS-UNDEFINED-VARIABLE"});
  EXPECT_EQ(test::rules_of(check_text(plan_of(R"((step "Use" (call :ccos.network.http-fetch {:url undefinedv})))"))),
            std::set<std::string>{"RTFS-UNDEFINED-VARIABLE"});
  // An end that breaks a rule itself is that finding alone.
  EXPECT_EQ(test::rules_of(check_text(plan_of(R"((step "Use" (= undefinedv)))"))),
            (std::set<std::string>{"RTFS-FORM-ARITY", "RTFS-UNDEFINED-VARIABLE"}));
  EXPECT_EQ(test::rules_of(check_text(plan_of(R"((step "Use" (call :ccos.echo {:message "a"})))"))),
            std::set<std::string>{"RTFS-FINAL-STEP-NOT-MAP"});
}

// The final step's value through a let name: the message names the name, where "a value
// of unknown kind" told a reader nothing; a value written out is still described as it is.
TEST(RtfsCheck, AFinalValueThroughALetNameIsNamedInTheMessage) {
  const auto message_of = [](const std::string& step) {
    const auto d = check_text(plan_of(step));
    EXPECT_EQ(test::rules_of(d), std::set<std::string>{"RTFS-FINAL-STEP-NOT-MAP"}) << step;
    return d.empty() ? std::string() : d.front().message;
  };
  EXPECT_EQ(message_of(R"((step "A" (let [resp (call :ccos.echo {:message "x"})] resp)))"),
            "the final step must evaluate to a map of the key values; this is 'resp', bound to a value not known to be a "
            "map");
  EXPECT_EQ(message_of(R"((step "A" (let [s "text"] s)))"),
            "the final step must evaluate to a map of the key values; this is a string");
}

// A branch that breaks a rule, reached through a let name, is that finding alone: the
// name's value is what the other branches yield (D14).
TEST(RtfsCheck, ABrokenBranchThroughALetNameIsReportedOnce) {
  for (const char* branch : {"(+ 1 2)", "(call :ccos.unknown \"x\")", "{:b}"}) {
    const std::string text = plan_of("(step \"A\" (let [m (if (= 1 1) {:a 1} " + std::string(branch) + ")] m))");
    const auto rules = test::rules_of(check_text(text));
    EXPECT_EQ(rules.count("RTFS-FINAL-STEP-NOT-MAP"), 0u) << text;
    EXPECT_EQ(rules.size(), 1u) << text;
  }
  const std::string matched = plan_of(R"((step "A" (let [m (match 1 1 {:a 1} _ (+ 1 2))] m)))");
  EXPECT_EQ(test::rules_of(check_text(matched)), std::set<std::string>{"RTFS-DISALLOWED-FORM"});
  // A branch that is no map still is.
  EXPECT_EQ(test::rules_of(check_text(plan_of(R"((step "A" (let [m (if (= 1 1) {:a 1} "no")] m)))"))),
            std::set<std::string>{"RTFS-FINAL-STEP-NOT-MAP"});
}

// What a def or defn defines, or a let name bound to a disallowed form, is used
// unjudged: calling it is not a second RTFS-DISALLOWED-FORM (D13).
TEST(RtfsCheck, CallingWhatADisallowedFormDefinedIsNotASecondFinding) {
  for (const char* step : {R"((step "A" (defn f [a] a) {:r (f 1)}))", R"((step "A" (def f (fn [a] a)) {:r (f 1)}))",
                           R"((step "A" (let [f (fn [x] x)] {:r (f "hi")})))"}) {
    const auto d = check_text(plan_of(step));
    EXPECT_EQ(d.size(), 1u) << step;
    EXPECT_EQ(test::rules_of(d), std::set<std::string>{"RTFS-DISALLOWED-FORM"}) << step;
  }
  // Its operands are still checked, and a name bound to a value, even a broken one, or
  // re-bound by a let after a def, is no function.
  EXPECT_EQ(test::rules_of(check_text(plan_of(R"((step "A" (defn f [a] a) {:r (f undefinedv)}))"))),
            (std::set<std::string>{"RTFS-DISALLOWED-FORM", "RTFS-UNDEFINED-VARIABLE"}));
  const auto string_called = check_text(plan_of(R"((step "A" (let [f "x"] {:r (f 1)})))"));
  EXPECT_EQ(test::rules_of(string_called), std::set<std::string>{"RTFS-DISALLOWED-FORM"});
  EXPECT_EQ(test::rules_of(check_text(plan_of(R"((step "A" (let [f (str "x" city_name)] {:r (f 1)})))"))),
            (std::set<std::string>{"RTFS-DISALLOWED-FORM", "RTFS-UNDEFINED-VARIABLE"}));
  EXPECT_EQ(test::rules_of(check_text(plan_of(R"((step "A" (match "a" x (x 1) _ {:a 1})))"))),
            (std::set<std::string>{"RTFS-DISALLOWED-FORM", "RTFS-MATCH-PATTERN"}));
  EXPECT_EQ(check_text(plan_of(R"((step "A" (defn f [a] a) (let [f "x"] {:r (f 1)})))")).size(), 2u);
}

// Through a let name, an end whose operands broke a rule is judged by what it yields,
// as written directly (D14).
TEST(RtfsCheck, ALetNameYieldsWhatItsBrokenValueYields) {
  const std::string echo = R"((call :ccos.echo {:message (str "Going to " city_name)}))";
  const auto direct = test::rules_of(check_text(plan_of("(step \"A\" " + echo + ")")));
  EXPECT_EQ(direct, (std::set<std::string>{"RTFS-UNDEFINED-VARIABLE", "RTFS-FINAL-STEP-NOT-MAP"}));
  EXPECT_EQ(test::rules_of(check_text(plan_of("(step \"A\" (let [r " + echo + "] r))"))), direct);
  EXPECT_EQ(test::rules_of(check_text(plan_of(R"((step "A" (let [r {:city city_name}] r)))"))),
            std::set<std::string>{"RTFS-UNDEFINED-VARIABLE"});
}

TEST(RtfsCheck, AnUndefinedVariableIsReportedAtItsUse) {
  const std::string text = plan_of(R"((step "Plan Trip"
  (let [destination (call :ccos.user.ask "Where to?")]
    (call :ccos.echo {:message (str "Planning trip to " destination " for " duration " days")})
    {:trip/destination destination})))");
  const auto d = check_text(text);
  ASSERT_EQ(test::rules_of(d), std::set<std::string>{"RTFS-UNDEFINED-VARIABLE"}) << test::describe_text(text, d);
  EXPECT_EQ(d[0].offset, text.find("duration"));
}

TEST(RtfsCheck, LaterBindingsMayUseEarlierOnes) {
  const auto d = check_text(plan_of(R"((step "S" (let [a (call :ccos.math.add 1 2) b (call :ccos.math.multiply a 3)] {:b b})))"));
  EXPECT_TRUE(d.empty()) << test::describe(SourceText("t", ""), d);
}

TEST(RtfsCheck, ALetWithoutBodyIsItsOwnRule) {
  const auto d = check_text(plan_of(R"((step "Bad" (let [name (call :ccos.user.ask "Name?")])))" + final_map));
  EXPECT_EQ(test::rules_of(d), std::set<std::string>{"RTFS-LET-WITHOUT-BODY"});
}

TEST(RtfsCheck, TheFinalStepMustEndInAMapOnEveryBranch) {
  const auto valid = check_text(plan_of(R"((step "F" (if (= 1 1) {:a 1} (let [x {:b 2}] x))))"));
  EXPECT_TRUE(valid.empty());
  const std::string text = plan_of(R"((step "F" (match "a" "a" {:a 1} _ (str "no"))))");
  const auto d = check_text(text);
  ASSERT_EQ(test::rules_of(d), std::set<std::string>{"RTFS-FINAL-STEP-NOT-MAP"});
  EXPECT_EQ(d[0].offset, text.find("(str"));
  EXPECT_EQ(test::rules_of(check_text(plan_of(R"((step "F" (call :ccos.echo {:message "x"})))"))),
            std::set<std::string>{"RTFS-FINAL-STEP-NOT-MAP"});
}

// A match on a literal that equals none of its literal patterns picks no result, so the
// final step evaluates to no map whatever the results hold (round 16's reader: the
// generator wrote such plans as valid).
TEST(RtfsCheck, AFinalMatchOnALiteralNoPatternEqualsIsNoMap) {
  const std::set<std::string> not_map{"RTFS-FINAL-STEP-NOT-MAP"};
  for (const char* step : {R"((step "F" (match "days" :low {:a 1} "weeks" {:b 2})))",
                           R"((step "F" (match 2 1 {:a 1} 3.5 {:b 2})))",
                           R"((step "F" (match :low "low" {:a 1})))",
                           R"((step "F" (match true false {:a 1} nil {:b 2})))"}) {
    const std::string text = plan_of(step);
    const auto d = check_text(text);
    ASSERT_EQ(test::rules_of(d), not_map) << step;
    EXPECT_EQ(d[0].offset, text.find("(match")) << step;
  }
  // A pattern equal to it, '_', or a value that is not a literal: a result may be picked.
  for (const char* step : {R"((step "F" (match "days" :low {:a 1} "days" {:b 2})))",
                           R"((step "F" (match 2 1 {:a 1} 2.0 {:b 2})))",
                           R"((step "F" (match :low :low {:a 1})))",
                           R"((step "F" (match "days" :low {:a 1} _ {:b 2})))",
                           R"((step "F" (let [d (call :ccos.user.ask "How long?")] (match d "days" {:a 1}))))"})
    EXPECT_TRUE(check_text(plan_of(step)).empty()) << step;
  // Only the final step must evaluate to a map.
  EXPECT_TRUE(check_text(plan_of(R"((step "E" (match "days" :low (call :ccos.echo {:message "x"}))))" + final_map)).empty());
  // Through a let name bound to it, the name is the end that is no map (round 25's
  // auditor found it taken for its results' map).
  const std::string named = plan_of(R"((step "F" (let [m (match "x" "a" {:status "a"})] m)))");
  const auto d = check_text(named);
  ASSERT_EQ(test::rules_of(d), not_map);
  EXPECT_EQ(d[0].offset, named.rfind("m)"));
  EXPECT_TRUE(check_text(plan_of(R"((step "F" (let [m (match "a" "a" {:status "a"})] m)))")).empty());
}

// D12: a union fits where one of its kinds is wanted; a user's answer may be a number,
// so a string or an answer is not judged where a number goes (round 25's auditor found it
// read as a string alone), and is a string where a map goes.
TEST(RtfsCheck, AStringOrAnAnswerIsAUnion) {
  const std::string ask = R"((let [a (call :ccos.user.ask "n?")] )";
  EXPECT_TRUE(check_text(plan_of(R"((step "S" )" + ask + R"((call :ccos.math.add (if (= a "") "none" a) 1))))" + final_map)).empty());
  EXPECT_EQ(test::rules_of(check_text(plan_of(R"((step "S" )" + ask + R"((call :ccos.echo (if (= a "") "none" a)))))" + final_map))),
            std::set<std::string>{"RTFS-CAPABILITY-ARGUMENT"});
}

TEST(RtfsCheck, HttpFetchIsAMapAndTakesItsThreeForms) {
  for (const std::string call : {R"((call "ccos.network.http-fetch" {:url "https://x" :method "GET" :headers {:a "b"} :body "."}))",
                                 R"((call "ccos.network.http-fetch" :url "https://x" :method "GET"))",
                                 R"((call "ccos.network.http-fetch" "https://x"))",
                                 R"((call :ccos.network.http-fetch "https://x"))"}) {
    const auto d = check_text(plan_of("(step \"F\" " + call + ")"));
    EXPECT_TRUE(d.empty()) << call << "\n" << test::describe(SourceText("t", ""), d);
  }
  EXPECT_EQ(test::rules_of(check_text(plan_of(R"((step "F" (call "ccos.echo" {:message "x"})))" + final_map))),
            std::set<std::string>{"RTFS-CALL-ID-NOT-KEYWORD"});
}

TEST(RtfsCheck, AMissingRequiredKeyIsNamedWhereverItsKeysAreWritten) {
  for (const auto& [call, where] : {std::pair{R"((call "ccos.network.http-fetch" :method "GET"))", "the keyword arguments"},
                                    std::pair{R"((call "ccos.network.http-fetch" {:method "GET"}))", "the map"}}) {
    const auto d = check_text(plan_of(std::string("(step \"F\" ") + call + ")"));
    ASSERT_EQ(test::rules_of(d), std::set<std::string>{"RTFS-CAPABILITY-ARGUMENT"}) << call;
    EXPECT_NE(d[0].message.find(std::string(": the key :url is missing from ") + where + " (signature:"), std::string::npos)
        << d[0].message;
  }
}

TEST(RtfsCheck, AKeywordArgumentGivenTwiceIsOneCapabilityArgumentFault) {
  const std::string text = plan_of(R"((step "F" (call "ccos.network.http-fetch" :url "https://a" :url "https://b")))");
  const auto d = check_text(text);
  ASSERT_EQ(test::rules_of(d), std::set<std::string>{"RTFS-CAPABILITY-ARGUMENT"});
  EXPECT_EQ(d[0].offset, text.rfind(":url"));
  EXPECT_NE(d[0].message.find("the key :url is given twice in the keyword arguments"), std::string::npos) << d[0].message;
  // each key once is the form the document lists; a map's repeated key stays its own rule
  EXPECT_TRUE(check_text(plan_of(R"((step "F" (call "ccos.network.http-fetch" :url "https://a" :method "GET")))")).empty());
  EXPECT_EQ(test::rules_of(check_text(plan_of(R"((step "F" (call "ccos.network.http-fetch" {:url "https://a" :url "https://b"})))"))),
            std::set<std::string>{"RTFS-MALFORMED-MAP"});
}

TEST(RtfsCheck, ForeignFormsGetAPreciseRuleAndAHint) {
  const std::string text = plan_of(R"((step "S" (+ 1 2)))" + final_map);
  const auto d = check_text(text);
  ASSERT_EQ(test::rules_of(d), std::set<std::string>{"RTFS-DISALLOWED-FORM"});
  EXPECT_NE(d[0].message.find("(call :ccos.math.add a b)"), std::string::npos) << d[0].message;
}

TEST(RtfsCheck, CapabilitySignaturesAreChecked) {
  EXPECT_EQ(test::rules_of(check_text(plan_of(R"((step "S" (call :ccos.math.add 1)))" + final_map))),
            std::set<std::string>{"RTFS-CAPABILITY-ARITY"});
  EXPECT_EQ(test::rules_of(check_text(plan_of(R"((step "S" (call :ccos.math.add "1" 2)))" + final_map))),
            std::set<std::string>{"RTFS-CAPABILITY-ARGUMENT"});
  EXPECT_EQ(test::rules_of(check_text(plan_of(R"((step "S" (call :ccos.echo "hi")))" + final_map))),
            std::set<std::string>{"RTFS-CAPABILITY-ARGUMENT"});
  EXPECT_EQ(test::rules_of(check_text(plan_of(R"((step "S" (call :ccos.fs.read "x")))" + final_map))),
            std::set<std::string>{"RTFS-UNKNOWN-CAPABILITY"});
}

// A branching form whose branches are of different kinds is one of them, a union: an
// argument is judged by it, and is a fault when none of its kinds fits (decision D12;
// until stop 80 it was not judged, round 22's second validator found it).
TEST(RtfsCheck, ABranchingArgumentNoKindOfWhichFitsIsACapabilityArgumentFault) {
  const std::string ask = R"((call :ccos.user.ask "Which?"))";
  for (const auto& [step, at, message] : std::vector<std::tuple<std::string, std::string, std::string>>{
           {R"((step "F" {:r (call :ccos.math.add 1 (if (= 1 1) {:a 1} "b"))}))", "(if",
            ":ccos.math.add: argument 2 must be a number, not a map or a string"},
           {R"((step "F" (let [x (if (= 1 1) {:a 1} "b")] {:r (call :ccos.math.add 1 x)})))", "x)}",
            ":ccos.math.add: argument 2 must be a number, not a map or a string"},
           {R"((step "F" (let [x (let [y (if (= 1 1) {:a 1} "b")] y)] {:r (call :ccos.math.add x 1)})))", "x 1)",
            ":ccos.math.add: argument 1 must be a number, not a map or a string"},
           {"(step \"F\" (let [k " + ask + "] {:r (call :ccos.math.add 1 (match k \"a\" {:a 1} \"b\" [2] _ \"c\"))}))",
            "(match", ":ccos.math.add: argument 2 must be a number, not a map, a vector or a string"},
           {R"((step "E" (call :ccos.echo (if (= 1 1) "a" 1))))" + final_map, "(if",
            ":ccos.echo: argument 1 must be a map, not a string or a number"},
           {R"((step "E" (call :ccos.echo {:message (if (= 1 1) {:a 1} [1])})))" + final_map, "(if",
            ":ccos.echo: :message takes a string or a number, not a map or a vector"},
           {R"((step "F" (let [a (call :ccos.user.ask (if (= 1 1) 1 {:a 1}))] {:a a})))", "(if",
            ":ccos.user.ask: argument 1 must be a string, not a map or a number"},
           {R"((step "F" (call "ccos.network.http-fetch" (if (= 1 1) 1 [2]))))", "(if",
            "\"ccos.network.http-fetch\": argument 1 must be a map or a string, not a vector or a number"},
           {R"((step "F" (call "ccos.network.http-fetch" :url (if (= 1 1) 1 :x))))", "(if",
            "\"ccos.network.http-fetch\": :url takes a string, not a number or a keyword"}}) {
    const std::string text = plan_of(step);
    const auto d = check_text(text);
    ASSERT_EQ(test::rules_of(d), std::set<std::string>{"RTFS-CAPABILITY-ARGUMENT"}) << test::describe_text(text, d);
    EXPECT_EQ(d[0].offset, text.find(at)) << step;
    EXPECT_EQ(d[0].message.rfind(message + " (signature: ", 0), 0u) << d[0].message;
  }
  // Its other faults are their own: an invalid branch is that finding, the value what the
  // others yield.
  EXPECT_EQ(test::rules_of(check_text(plan_of(R"((step "F" {:r (call :ccos.math.add 1 (if (= 1 1) undefinedv {:a 1}))}))"))),
            (std::set<std::string>{"RTFS-UNDEFINED-VARIABLE", "RTFS-CAPABILITY-ARGUMENT"}));
}

// Lenient where a union may fit: one kind that fits, a branch of unknown kind (any), a
// branch that broke a rule beside one that fits, and a user's answer where a number goes.
TEST(RtfsCheck, ABranchingArgumentOneKindOfWhichFitsIsNotJudged) {
  for (const char* step : {R"((step "F" {:r (call :ccos.math.add 1 (if (= 1 1) 1 "b"))}))",
                           R"((step "F" (let [x (if (= 1 1) "b" 2)] {:r (call :ccos.math.add x 1)})))",
                           R"((step "F" {:r (call :ccos.math.add 1 (match 1 1 [1] 2 2 _ {:a 1}))}))",
                           R"((step "F" {:r (call :ccos.math.add 1 (if (= 1 1) (call :ccos.user.ask "n?") {:a 1}))}))",
                           R"((step "F" {:r (call :ccos.math.add 1 (if (= 1 1) (call :ccos.echo {:message "x"}) "b"))}))",
                           R"((step "F" {:r (call :ccos.math.add 1 (if (= 1 1) [1] (let [u (call :ccos.echo {:message "x"})] u)))}))",
                           R"((step "E" (call :ccos.echo (if (= 1 1) {:message "x"} "b"))))",
                           R"((step "E" (call :ccos.echo {:message (if (= 1 1) {:a 1} 2)})))",
                           R"((step "F" (call "ccos.network.http-fetch" (if (= 1 1) "https://x" 1))))",
                           R"((step "F" (let [a (call :ccos.user.ask (if (= 1 1) "Name?" :name))] {:a a})))"}) {
    const std::string text = plan_of(std::string(step) + (std::string(step).starts_with("(step \"E\"") ? final_map : ""));
    const auto d = check_text(text);
    EXPECT_TRUE(d.empty()) << test::describe_text(text, d);
  }
  // A branch that broke a rule is that finding alone; both broken, the value is not judged.
  EXPECT_EQ(test::rules_of(check_text(plan_of(R"((step "F" {:r (call :ccos.math.add 1 (if (= 1 1) (+ 1 2) 5))}))"))),
            std::set<std::string>{"RTFS-DISALLOWED-FORM"});
  EXPECT_EQ(test::rules_of(check_text(plan_of(R"((step "F" {:r (call :ccos.math.add 1 (if (= 1 1) (+ 1 2) undefinedv))}))"))),
            (std::set<std::string>{"RTFS-DISALLOWED-FORM", "RTFS-UNDEFINED-VARIABLE"}));
}

// The final step through a let name bound to a union (D14): every end must be a map, so
// it is no map when none of its kinds is one, described as the union; when one may be,
// it is still not known to be one.
TEST(RtfsCheck, AFinalLetNameBoundToAUnionIsJudgedByItsKinds) {
  const auto only = [](const std::string& step) {
    const auto d = check_text(plan_of(step));
    EXPECT_EQ(test::rules_of(d), std::set<std::string>{"RTFS-FINAL-STEP-NOT-MAP"}) << step;
    EXPECT_EQ(d.size(), 1u) << step;
    return d.empty() ? std::string() : d.front().message;
  };
  EXPECT_EQ(only(R"((step "F" (let [r (if (= 1 1) 1 "b")] r)))"),
            "the final step must evaluate to a map of the key values; this is a string or a number");
  EXPECT_EQ(only(R"((step "F" (let [r (match 1 1 [1] _ :k)] r)))"),
            "the final step must evaluate to a map of the key values; this is a vector or a keyword");
  for (const char* step : {R"((step "F" (let [r (if (= 1 1) {:a 1} "b")] r)))",
                           R"((step "F" (let [r (if (= 1 1) {:a 1} (call :ccos.echo {:message "x"}))] r)))"})
    EXPECT_EQ(only(step), "the final step must evaluate to a map of the key values; this is 'r', bound to a value not "
                          "known to be a map");
  // Written out, each end that is no map is its own finding, as before.
  EXPECT_EQ(rule_list(check_text(plan_of(R"((step "F" (if (= 1 1) 1 "b")))"))),
            (std::vector<std::string>{"RTFS-FINAL-STEP-NOT-MAP", "RTFS-FINAL-STEP-NOT-MAP"}));
  EXPECT_TRUE(check_text(plan_of(R"((step "F" (let [r (if (= 1 1) {:a 1} {:b 2})] r)))")).empty());
}

TEST(RtfsCheck, PlanKeywordsAreChecked) {
  EXPECT_EQ(test::rules_of(check_text("(plan :name \"a\" :name \"b\" :body (do " + final_map + "))")),
            std::set<std::string>{"RTFS-PLAN-DUPLICATE-KEYWORD"});
  EXPECT_EQ(test::rules_of(check_text("(plan :name \"a\")")), std::set<std::string>{"RTFS-PLAN-MISSING-BODY"});
  EXPECT_EQ(test::rules_of(check_text("(plan :body [" + final_map + "])")), std::set<std::string>{"RTFS-BODY-NOT-DO"});
  EXPECT_EQ(test::rules_of(check_text("(plan :language rtfs20 :body (do " + final_map + "))")), std::set<std::string>{});
}

// A body that is not a (do …) is one finding, and the steps it holds are still judged:
// a vector of steps, or one step standing for the body (round 6's reader found them
// unchecked). What else such a body holds is not judged again.
TEST(RtfsCheck, TheStepsOfABodyThatIsNoDoAreJudged) {
  const std::string ask = R"((step "Ask" (let [a (call :ccos.user.ask "Name?")] (str a))))";
  const std::string broken = R"((step "Use" (call :ccos.weather.get {:city b})))";
  EXPECT_EQ(test::rules_of(check_text("(plan :body [" + ask + " " + final_map + "])")),
            std::set<std::string>{"RTFS-BODY-NOT-DO"});
  EXPECT_EQ(rule_list(check_text("(plan :body [" + ask + " " + broken + " " + final_map + "])")),
            (std::vector<std::string>{"RTFS-BODY-NOT-DO", "RTFS-UNKNOWN-CAPABILITY", "RTFS-UNDEFINED-VARIABLE"}));
  EXPECT_EQ(rule_list(check_text(R"((plan :body (step "Only" {:name who})))")),
            (std::vector<std::string>{"RTFS-BODY-NOT-DO", "RTFS-UNDEFINED-VARIABLE"}));
  // The last step of a vector is still the final step, whose value is the plan's map.
  EXPECT_EQ(rule_list(check_text("(plan :body [" + ask + "])")), (std::vector<std::string>{"RTFS-BODY-NOT-DO", "RTFS-FINAL-STEP-NOT-MAP"}));
  // A vector of anything else is the one finding.
  EXPECT_EQ(rule_list(check_text(R"((plan :body [1 (call :ccos.weather.get x)]))")), std::vector<std::string>{"RTFS-BODY-NOT-DO"});
  // A body written as a step with the steps right after it is the body's steps without
  // their do, one fault; the last of them is the final step (stop 98's rtfs auditor:
  // the first was judged final and the others misplaced).
  const auto run = check_text("(plan :body " + ask + " " + final_map + ")");
  EXPECT_EQ(rule_list(run), std::vector<std::string>{"RTFS-BODY-NOT-DO"});
  EXPECT_NE(run[0].message.find("and the steps after it"), std::string::npos) << run[0].message;
  EXPECT_EQ(rule_list(check_text("(plan :body " + final_map + " " + ask + ")")),
            (std::vector<std::string>{"RTFS-BODY-NOT-DO", "RTFS-FINAL-STEP-NOT-MAP"}));
  EXPECT_EQ(rule_list(check_text("(plan :body " + ask + " " + broken + " " + final_map + ")")),
            (std::vector<std::string>{"RTFS-BODY-NOT-DO", "RTFS-UNKNOWN-CAPABILITY", "RTFS-UNDEFINED-VARIABLE"}));
  // A step after another argument is no longer the body's: out of place, never final.
  EXPECT_EQ(rule_list(check_text("(plan :body " + ask + " :name \"n\" " + final_map + ")")),
            (std::vector<std::string>{"RTFS-BODY-NOT-DO", "RTFS-FINAL-STEP-NOT-MAP", "RTFS-STEP-PLACEMENT"}));
}

// A (do …) written with no plan around it is RTFS-MISSING-PLAN once, and its steps are
// judged as a plan's :body would be (an unknown capability in it was hidden). Anything
// else beside it, a `(do)` with nothing in it, or one that does not parse, is left
// unjudged.
TEST(RtfsCheck, ADoWithNoPlanAroundItIsJudgedAsTheBody) {
  const std::string ask = R"((step "Ask" (let [a (call :ccos.user.ask "Name?")] (str a))))";
  const std::string broken = R"((step "Use" (call :ccos.weather.get {:city b})))";
  EXPECT_EQ(rule_list(check_text("(do\n  " + ask + "\n  " + final_map + ")\n")), std::vector<std::string>{"RTFS-MISSING-PLAN"});
  const std::string text = "(do\n  " + ask + "\n  " + broken + "\n  " + final_map + ")\n";
  const auto d = check_text(text);
  ASSERT_EQ(rule_list(d), (std::vector<std::string>{"RTFS-MISSING-PLAN", "RTFS-UNKNOWN-CAPABILITY", "RTFS-UNDEFINED-VARIABLE"}))
      << test::describe_text(text, d);
  EXPECT_EQ(d[0].offset, 0u);
  EXPECT_EQ(d[1].offset, text.find(":ccos.weather.get"));
  EXPECT_EQ(d[2].offset, text.find("b})"));
  EXPECT_EQ(rule_list(check_text("(do " + ask + ")")), (std::vector<std::string>{"RTFS-MISSING-PLAN", "RTFS-FINAL-STEP-NOT-MAP"}));
  EXPECT_EQ(test::rules_of(check_text("```clojure\n(do " + ask + " " + final_map + ")\n```\n")),
            (std::set<std::string>{"RTFS-MARKDOWN-FENCE", "RTFS-MISSING-PLAN"}));
  // Not judged.
  for (const std::string& unjudged : std::vector<std::string>{"(do)", "(do " + broken + ")\n(do " + final_map + ")", "Here:\n(do " + broken + ")",
                                      "(do " + broken + " " + final_map, "[" + broken + "]"})
    EXPECT_EQ(rule_list(check_text(unjudged)), std::vector<std::string>{"RTFS-MISSING-PLAN"}) << unjudged;
}

TEST(RtfsCheck, TextAroundThePlanIsNamed) {
  EXPECT_EQ(test::rules_of(check_text("```clojure\n" + plan_of(final_map) + "\n```\n")),
            std::set<std::string>{"RTFS-MARKDOWN-FENCE"});
  EXPECT_EQ(test::rules_of(check_text("Here you go:\n" + plan_of(final_map))), std::set<std::string>{"RTFS-PROSE-OUTSIDE-PLAN"});
  EXPECT_EQ(test::rules_of(check_text("(def x 1)\n" + plan_of(final_map))), std::set<std::string>{"RTFS-MULTIPLE-TOP-LEVEL-FORMS"});
  EXPECT_EQ(test::rules_of(check_text("(do " + final_map + ")")), std::set<std::string>{"RTFS-MISSING-PLAN"});
}

// An English aside in brackets is prose: no RTFS form starts with a capitalised word
// and a blank.
TEST(RtfsCheck, AParentheticalNoteIsProse) {
  const std::string plan = plan_of(final_map);
  for (const std::string& text : {plan + "\n(Note: the final step returns a map.)\n", "(This plan greets the user.)\n" + plan,
                                  plan + "\n(I kept every variable inside its step)", plan + "\n(Note,\tone step)"})
    EXPECT_EQ(rule_list(check_text(text)), std::vector<std::string>{"RTFS-PROSE-OUTSIDE-PLAN"}) << text;
  for (const std::string& text : {plan + "\n(Thread/sleep 100)", plan + "\n(System.out \"done\")", plan + "\n(Note :done)",
                                  plan + "\n(Note)", plan + "\n(def x 1)", plan + "\n( Note: spaced)", plan + "\n(note: lower case)"})
    EXPECT_EQ(rule_list(check_text(text)), std::vector<std::string>{"RTFS-MULTIPLE-TOP-LEVEL-FORMS"}) << text;
}

TEST(RtfsCheck, AFormAroundThePlanIsOneFindingAtIt) {
  const std::string plan = plan_of(final_map);
  for (const std::string& text : {"(def trip-plan\n  " + plan + ")", "(" + plan + ")", "[" + plan + "]", "(do " + plan + ")"}) {
    const auto d = check_text(text);
    ASSERT_EQ(rule_list(d), std::vector<std::string>{"RTFS-MULTIPLE-TOP-LEVEL-FORMS"}) << test::describe_text(text, d);
    EXPECT_EQ(d[0].offset, 0u);
    EXPECT_NE(d[0].message.find("inside this form"), std::string::npos) << d[0].message;
  }
  // The plan inside is checked as ever.
  const std::string broken = "(def p " + plan_of(R"((step "S" (+ 1 2)))" + final_map) + ")";
  EXPECT_EQ(rule_list(check_text(broken)), (std::vector<std::string>{"RTFS-MULTIPLE-TOP-LEVEL-FORMS", "RTFS-DISALLOWED-FORM"}));
  // Brackets in prose that close before the plan wrap nothing.
  EXPECT_EQ(rule_list(check_text("Here is the plan (in RTFS):\n" + plan)), std::vector<std::string>{"RTFS-PROSE-OUTSIDE-PLAN"});
  EXPECT_TRUE(check_text(plan).empty());
}

TEST(RtfsCheck, PlanInProseBeforeThePlanIsProseOnly) {
  const std::string text = "Here is a (plan for you):\n" + plan_of(final_map);
  const auto d = check_text(text);
  ASSERT_EQ(rule_list(d), std::vector<std::string>{"RTFS-PROSE-OUTSIDE-PLAN"}) << test::describe_text(text, d);
  EXPECT_EQ(d[0].offset, 0u);
  // A plan whose first argument is no keyword is still the plan when nothing precedes it.
  EXPECT_EQ(rule_list(check_text(R"((plan "n" :body (do )" + final_map + "))")), std::vector<std::string>{"RTFS-PLAN-ARGUMENTS"});
}

// A form that binds names wrongly is the one finding; the names it evidently binds are
// bound where it would bind them (decision D13), and nowhere else.
TEST(RtfsCheck, NamesOfAWronglyWrittenBindingAreBoundForScoping) {
  const std::vector<std::pair<std::string, std::string>> cases{
      {R"((step "A" (let (name (call :ccos.user.ask "Name?")) (call :ccos.echo {:message name}))))", "RTFS-LET-BINDINGS"},
      {R"((step "A" (let {name (call :ccos.user.ask "Name?")} (call :ccos.echo {:message name}))))", "RTFS-LET-BINDINGS"},
      {R"((step "A" (let [[a b] [1 2]] (str a b))))", "RTFS-LET-BINDINGS"},
      {R"((step "A" (let [{:keys [a b]} (call :ccos.user.ask "?")] (str a b))))", "RTFS-LET-BINDINGS"},
      {R"((step "A" (let [a 1 b] (call :ccos.echo {:message b}))))", "RTFS-LET-BINDINGS"},
      {R"((step "A" (let [x (call :ccos.user.ask "?")] (match x "a" "A" other (str other)))))", "RTFS-MATCH-PATTERN"},
      {R"((step "A" (match [1 2] [a b] (str a b) _ "none")))", "RTFS-MATCH-PATTERN"},
      {R"((step "A" (do (def x 1) (call :ccos.echo {:message x}))))", "RTFS-DISALLOWED-FORM"},
      {R"((step "A" (let [y 1] (def x y)) (str x)))", "RTFS-DISALLOWED-FORM"},
  };
  for (const auto& [step, rule] : cases) {
    const std::string text = plan_of(step + final_map);
    const auto d = check_text(text);
    EXPECT_EQ(rule_list(d), std::vector<std::string>{rule}) << test::describe_text(text, d);
  }
  // The final step's map holding a destructured name is not judged again.
  EXPECT_EQ(rule_list(check_text(plan_of(R"((step "R" (let [[a b] [1 2]] {:a a :b b})))"))),
            std::vector<std::string>{"RTFS-LET-BINDINGS"});
}

TEST(RtfsCheck, NamesOfAWronglyWrittenBindingStayInTheirScope) {
  // Outside the let, the match result or the step, a use is still reported.
  const std::vector<std::pair<std::string, std::vector<std::string>>> cases{
      {R"((step "A" (do (let (q 1) q) (str q))))", {"RTFS-LET-BINDINGS", "RTFS-VARIABLE-OUT-OF-SCOPE"}},
      {R"((step "A" (let [[a b] [1 2]] (str a))) (step "B" (str b)))", {"RTFS-LET-BINDINGS", "RTFS-VARIABLE-OUT-OF-SCOPE"}},
      {R"((step "A" (match 1 other (str other) _ "n")) (step "B" (str other)))",
       {"RTFS-MATCH-PATTERN", "RTFS-VARIABLE-OUT-OF-SCOPE"}},
      {R"((step "A" (match 1 other "one" _ (str other))))", {"RTFS-MATCH-PATTERN", "RTFS-VARIABLE-OUT-OF-SCOPE"}},
      {R"((step "A" (def x 1)) (step "B" (str x)))", {"RTFS-DISALLOWED-FORM", "RTFS-VARIABLE-OUT-OF-SCOPE"}},
      {R"((step "A" (do (str x) (def x 1))))", {"RTFS-VARIABLE-OUT-OF-SCOPE", "RTFS-DISALLOWED-FORM"}},
      {R"((step "A" (let (a 1) (str a zz))))", {"RTFS-LET-BINDINGS", "RTFS-UNDEFINED-VARIABLE"}},
      // What a wrongly written let binds is still walked.
      {R"((step "A" (let (a (call :ccos.fs.read "x")) (str a))))", {"RTFS-LET-BINDINGS", "RTFS-UNKNOWN-CAPABILITY"}},
  };
  for (const auto& [steps, rules] : cases) {
    const std::string text = plan_of(steps + final_map);
    const auto d = check_text(text);
    EXPECT_EQ(rule_list(d), rules) << test::describe_text(text, d);
  }
}

TEST(RtfsCheck, AMapKeyWithoutValueIsOneFindingWhateverTheKey) {
  for (const std::string map : {"{name}", "{\"a\"}", "{:a 1 :a}", "{:a 1 2}", "{:a}"}) {
    const std::string text = plan_of("(step \"S\" (str " + map + "))" + final_map);
    const auto d = check_text(text);
    ASSERT_EQ(rule_list(d), std::vector<std::string>{"RTFS-MALFORMED-MAP"}) << test::describe_text(text, d);
    EXPECT_NE(d[0].message.find("no value"), std::string::npos) << d[0].message;
  }
  // The document's `{...}`, copied, says what the dots stand for (stop 100's auditor).
  const std::string copied = plan_of(R"((step "S" (call "ccos.network.http-fetch" {:url "https://x" :headers {...}})))" + final_map);
  const auto elided = check_text(copied);
  ASSERT_EQ(rule_list(elided), std::vector<std::string>{"RTFS-MALFORMED-MAP"}) << test::describe_text(copied, elided);
  EXPECT_NE(elided[0].message.find("'...' stands for the map's content"), std::string::npos) << elided[0].message;
  for (const std::string map : {"{\"a\" 1 \"a\" 2}", "{:a 1 :a 2}", "{name 1}", "{1 2}"}) {
    const auto d = check_text(plan_of("(step \"S\" (str " + map + "))" + final_map));
    EXPECT_EQ(rule_list(d), std::vector<std::string>{"RTFS-MALFORMED-MAP"}) << map;
  }
  // Keys are keywords or strings (decision D11: HTTP headers are written so).
  for (const std::string map : {"{:a 1 :b {:c 2}}", "{\"a\" 1}", "{:a 1 \"a\" 2}", "{\"Content-Type\" \"text/plain\"}"})
    EXPECT_TRUE(check_text(plan_of("(step \"S\" (str " + map + "))" + final_map)).empty()) << map;
  EXPECT_TRUE(check_text(plan_of(R"((step "S" (call "ccos.network.http-fetch" {:url "https://x" :headers {"Accept" "text/html"}})))" +
                                 final_map))
                  .empty());
  // A malformed map given to a capability is not judged again against its signature;
  // a well-formed one is.
  for (const std::string map : {"{name}", "{:message \"a\" :message \"b\"}"})
    EXPECT_EQ(rule_list(check_text(plan_of("(step \"S\" (call :ccos.echo " + map + "))" + final_map))),
              std::vector<std::string>{"RTFS-MALFORMED-MAP"})
        << map;
  // A map whose keys the signature names takes them as keywords.
  EXPECT_EQ(rule_list(check_text(plan_of("(step \"S\" (call :ccos.echo {\"message\" \"a\"}))" + final_map))),
            std::vector<std::string>{"RTFS-CAPABILITY-ARGUMENT"});
  EXPECT_EQ(rule_list(check_text(plan_of("(step \"S\" (call :ccos.echo {:msg \"a\"}))" + final_map))),
            std::vector<std::string>{"RTFS-CAPABILITY-ARGUMENT"});
}

// Whether an id may be quoted is its whitelist entry's to say (decision D1): an id that
// names no capability is RTFS-UNKNOWN-CAPABILITY alone, however it is written.
TEST(RtfsCheck, AnUnknownCapabilityIsOneFindingHoweverItsIdIsWritten) {
  for (const std::string id : {"\"ccos.fs.read\"", "ccos.fs.read", ":ccos.fs.read"}) {
    const std::string text = plan_of("(step \"S\" (call " + id + " \"x\"))" + final_map);
    const auto d = check_text(text);
    ASSERT_EQ(rule_list(d), std::vector<std::string>{"RTFS-UNKNOWN-CAPABILITY"}) << test::describe_text(text, d);
  }
  for (const std::string id : {"\"ccos.user.ask\"", "ccos.user.ask"})
    EXPECT_EQ(rule_list(check_text(plan_of("(step \"S\" (call " + id + " \"x\"))" + final_map))),
              std::vector<std::string>{"RTFS-CALL-ID-NOT-KEYWORD"})
        << id;
  EXPECT_TRUE(check_text(plan_of(R"((step "S" (call "ccos.network.http-fetch" "https://x")))")).empty());
}

// `.5` is a symbol (D17) that no let binds; its message says how a number is written
// (round 22's reader found it read as a name with no word of the number meant).
TEST(RtfsCheck, ANumberWithoutItsFirstDigitSaysHowANumberIsWritten) {
  for (const auto& [written, meant] : {std::pair{".5", "(0.5)"}, std::pair{"-.25", "(-0.25)"}}) {
    const auto d = check_text(plan_of("(step \"Add\" {:sum (call :ccos.math.add 1 " + std::string(written) + ")})"));
    ASSERT_EQ(test::rules_of(d), std::set<std::string>{"RTFS-UNDEFINED-VARIABLE"}) << written;
    EXPECT_NE(d[0].message.find(std::string("a number has a digit before its point ") + meant), std::string::npos) << d[0].message;
  }
  for (const char* name : {"total", ".", "-.x"}) {
    const auto d = check_text(plan_of("(step \"Add\" {:sum (call :ccos.math.add 1 " + std::string(name) + ")})"));
    for (const auto& each : d) EXPECT_EQ(each.message.find("digit before its point"), std::string::npos) << each.message;
  }
}

// D14: the final step is the body's last item, misplaced or not; words after the steps
// are prose, and the last step before them is the final one.
TEST(RtfsCheck, WhatFollowsTheLastStepIsTheFinalOne) {
  const std::string echo = R"((step "A" (call :ccos.echo {:message "hi"})))";
  const std::string stray_echo = R"((call :ccos.echo {:message "bye"}))";
  const std::set<std::string> both{"RTFS-STEP-PLACEMENT", "RTFS-FINAL-STEP-NOT-MAP"};
  for (const std::string& text : {plan_of(echo + " " + stray_echo), plan_of(echo + R"( "done")"), plan_of(echo + " All done.")}) {
    const auto d = check_text(text);
    EXPECT_EQ(d.size(), 2u) << test::describe_text(text, d);
    EXPECT_EQ(test::rules_of(d), both) << test::describe_text(text, d);
  }
  // A map after the steps is the final value its step would give: the placement alone.
  EXPECT_EQ(rule_list(check_text(plan_of(echo + R"( {:status "done"})"))), std::vector<std::string>{"RTFS-STEP-PLACEMENT"});
  EXPECT_EQ(rule_list(check_text(plan_of(final_map + " All done."))), std::vector<std::string>{"RTFS-STEP-PLACEMENT"});
  EXPECT_EQ(rule_list(check_text(plan_of(stray_echo + " " + final_map))), std::vector<std::string>{"RTFS-STEP-PLACEMENT"});
}

// A :body given twice is one RTFS-PLAN-DUPLICATE-KEYWORD; what the second holds is judged
// as steps are, with no final step, and so is a repeated argument's value.
TEST(RtfsCheck, ARepeatedBodyIsJudgedWithoutAFinalStep) {
  const std::string second = R"((do (step "B" (println "x")) (step "C" (call :ccos.echo {:message "hi"}))))";
  EXPECT_EQ(rule_list(check_text(R"((plan :name "t" :body (do )" + final_map + ") :body " + second + ")")),
            (std::vector<std::string>{"RTFS-PLAN-DUPLICATE-KEYWORD", "RTFS-DISALLOWED-FORM"}));
  EXPECT_EQ(rule_list(check_text(R"((plan :name "t" :body (do )" + final_map + R"() :body (do (step "B" (call :ccos.fs.read "a")))))")),
            (std::vector<std::string>{"RTFS-PLAN-DUPLICATE-KEYWORD", "RTFS-UNKNOWN-CAPABILITY"}));
  EXPECT_EQ(rule_list(check_text(R"((plan :name "t" :language rtfs20 :language "python" :body (do )" + final_map + "))")),
            (std::vector<std::string>{"RTFS-PLAN-DUPLICATE-KEYWORD", "RTFS-PLAN-ARGUMENT-VALUE"}));
  EXPECT_EQ(rule_list(check_text(R"((plan :name "t" :body (do )" + final_map + ") :body (do " + final_map + "))")),
            std::vector<std::string>{"RTFS-PLAN-DUPLICATE-KEYWORD"});
}

// `[name = (call …)]`, assignment as other languages write it: one RTFS-LET-BINDINGS at
// the '=', and the names bound to their values (stop 99's auditor got an undefined '='
// and a name without expression).
TEST(RtfsCheck, AnEqualsSignInTheBindingsIsOneFinding) {
  const std::string step = R"((step "A" (let [name = (call :ccos.user.ask "Name?") n = 2] {:name name :n n})))";
  const std::string text = plan_of(step);
  const auto d = check_text(text);
  ASSERT_EQ(rule_list(d), std::vector<std::string>{"RTFS-LET-BINDINGS"}) << test::describe_text(text, d);
  EXPECT_EQ(d[0].offset, text.find(" = ") + 1);
  EXPECT_NE(d[0].message.find("'=' between a name and its value"), std::string::npos) << d[0].message;
  // `:=` and `<-`, as Go, Pascal and R assign, are the same one finding at the sign (stop
  // 100's auditor got a name without expression, an undefined '<-', a keyword message).
  for (const std::string sign : {":=", "<-"}) {
    const std::string other = plan_of(R"((step "A" (let [name )" + sign + R"( (call :ccos.user.ask "Name?")] {:name name})))");
    const auto found = check_text(other);
    ASSERT_EQ(rule_list(found), std::vector<std::string>{"RTFS-LET-BINDINGS"}) << test::describe_text(other, found);
    EXPECT_EQ(found[0].offset, other.find(sign));
    EXPECT_NE(found[0].message.find("'" + sign + "' between a name and its value"), std::string::npos) << found[0].message;
  }
  // What the values use is judged as ever.
  EXPECT_EQ(rule_list(check_text(plan_of(R"((step "A" (let [f = x] {:a f})))"))),
            (std::vector<std::string>{"RTFS-LET-BINDINGS", "RTFS-UNDEFINED-VARIABLE"}));
  // Pairs without '=' are no such triples.
  EXPECT_TRUE(check_text(plan_of(R"((step "A" (let [a 1 b 2 c 3] {:a a :b b :c c})))")).empty());
}

// `(match v "a" => r …)`: an arrow between each pattern and its result is one
// RTFS-MATCH-PATTERN at the first arrow, whatever the number of clauses, and the patterns
// and results are judged as pairs' (stop 100's auditor got an out-of-scope '=>' for two
// clauses and FORM-ARITY with an undefined '->' for one).
TEST(RtfsCheck, AnArrowBetweenEachPatternAndItsResultIsOneFinding) {
  const std::string ask = R"((let [answer (call :ccos.user.ask "Go?")] )";
  for (const std::string clauses : {R"("yes" => {:go true} "no" => {:go false})", R"("yes" -> {:go true})",
                                    R"("yes" => {:go true} _ -> {:go false})"}) {
    const std::string text = plan_of(R"((step "A" )" + ask + "(match answer " + clauses + ")))");
    const auto d = check_text(text);
    ASSERT_EQ(rule_list(d), std::vector<std::string>{"RTFS-MATCH-PATTERN"}) << test::describe_text(text, d);
    EXPECT_EQ(d[0].offset, std::min(text.find(" => "), text.find(" -> ")) + 1);
  }
  // A result that breaks a rule is still judged; the final step's value is the results'.
  EXPECT_EQ(rule_list(check_text(plan_of(R"((step "A" )" + ask + R"((match answer "yes" => (call :ccos.echo {:message "y"})))))"))),
            (std::vector<std::string>{"RTFS-MATCH-PATTERN", "RTFS-FINAL-STEP-NOT-MAP"}));
  // An arrow where only some clauses have one is no such form.
  EXPECT_NE(rule_list(check_text(plan_of(R"((step "A" )" + ask + R"((match answer "yes" => {:go true} "no" {:go false}))))"))),
            std::vector<std::string>{"RTFS-MATCH-PATTERN"});
}

}  // namespace
}  // namespace conform::rtfs
