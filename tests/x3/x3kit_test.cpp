// The X3 toolkit, exercised through a toy grammar written on it the way the front ends
// are: nested lists of words and strings, `( word "text" ( … ) )`, with `;` comments.
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include <boost/fusion/include/adapt_struct.hpp>

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "parsers/core/x3/bytes.hpp"
#include "parsers/core/x3/expectation.hpp"
#include "parsers/core/x3/fails_unless.hpp"
#include "parsers/core/x3/first_byte_choice.hpp"
#include "parsers/core/x3/fold.hpp"
#include "parsers/core/x3/fresh.hpp"
#include "parsers/core/x3/in_place.hpp"
#include "parsers/core/x3/into.hpp"
#include "parsers/core/x3/keyword.hpp"
#include "parsers/core/x3/literals.hpp"
#include "parsers/core/x3/nest.hpp"
#include "parsers/core/x3/parse_log.hpp"
#include "parsers/core/x3/remembered.hpp"
#include "parsers/core/x3/rule.hpp"
#include "parsers/core/x3/skipper.hpp"
#include "parsers/core/x3/starts_at.hpp"
#include "parsers/core/x3/word.hpp"

namespace toy {

namespace x3 = boost::spirit::x3;
namespace x3kit = conform::x3kit;

struct Log : x3kit::ParseLogBase {
  std::vector<std::uint32_t> comments;
  x3kit::Remembered<std::string> marks;  // remembered_marks
};

struct Skipper : x3kit::trivia_skipper<Skipper, Log> {
  static constexpr auto may_start_trivia = x3kit::byte_set(" \n;");

  bool skip_trivia(const char*& first, const char* last) const {
    if (*first == ' ' || *first == '\n') {
      ++first;
      return true;
    }
    if (*first != ';') return false;
    log->comments.push_back(log->offset(first));
    while (first != last && *first != '\n') ++first;
    return true;
  }
};

struct Word : x3kit::Located {
  std::string text;
};

// `[a b]`: a node that holds just a list.
struct Bracketed {
  std::vector<Word> items;
};
// Operator layers on words: `a.b.c()` and `--a`.
struct Path;
struct Negated;
using Value = x3::variant<Word, x3::forward_ast<Path>, x3::forward_ast<Negated>>;
struct Step {
  bool call = false;
  std::string name;
};
struct Path : x3kit::Located {
  Value base;
  std::vector<Step> steps;
};
struct Negated : x3kit::Located {
  std::string signs;
  Value operand;
};

// `#tag` or a word; a Tag counts the times one is built.
struct Tag : x3kit::Located {
  Tag() { ++built; }
  static inline int built = 0;
  std::string text;
};
using TagOrWord = x3::variant<Word, x3::forward_ast<Tag>>;

// `!!a` or `!!b`: marks, then a kind; both forms read the marks first.
struct Marked {
  std::string marks;
  std::string kind;
};

}  // namespace toy

CONFORM_X3_INLINE_SKIP(toy::Skipper)
// Lists of words start with room for four; lists of strings register no room.
CONFORM_X3_RESERVE_FIRST(std::vector<toy::Word>, 4);

BOOST_FUSION_ADAPT_STRUCT(toy::Word, text)
BOOST_FUSION_ADAPT_STRUCT(toy::Bracketed, items)
BOOST_FUSION_ADAPT_STRUCT(toy::Tag, text)
BOOST_FUSION_ADAPT_STRUCT(toy::Step, call, name)
BOOST_FUSION_ADAPT_STRUCT(toy::Marked, marks, kind)

namespace toy {

constexpr bool is_word_byte(unsigned char c) { return x3kit::is_letter(c) || x3kit::is_digit(c); }
constexpr bool is_string_byte(unsigned char c) { return c != '"' && c != '\n'; }
constexpr bool is_open_paren(unsigned char c) { return c == '('; }
using keyword = x3kit::keyword<is_word_byte>;

CONFORM_X3_RULE(word, Word, "a word")
CONFORM_X3_RULE_WITH(text, std::string, "a string", x3kit::annotate_offsets, x3kit::verbatim)
CONFORM_X3_RULE(list, x3::unused_type, "a list")
CONFORM_X3_RULE(guarded_list, x3::unused_type, "a list")
CONFORM_X3_RULE(item, x3::unused_type, "an item")

auto const word_def = x3::lexeme[+x3kit::byte_if<is_word_byte>{}];
auto const text_def = x3::lexeme['"' > *x3kit::byte_if<is_string_byte>{} > '"'];
auto const item_def = keyword("nil") | word | text | list;
auto const list_def = x3kit::nest['(' > *item > ')'];
auto const guarded_list_def = x3kit::nest_at<is_open_paren>['(' > *(guarded_list | word) > ')'];

BOOST_SPIRIT_DEFINE(word, text, list, guarded_list, item)

// Lists of words and of strings (which throw where one is not closed), read by X3's `*p`
// and `p % sep` and in place.
CONFORM_X3_RULE(words_star, std::vector<Word>, "words")
CONFORM_X3_RULE(words_many, std::vector<Word>, "words")
CONFORM_X3_RULE(words_sep, std::vector<Word>, "words")
CONFORM_X3_RULE(words_list, std::vector<Word>, "words")
CONFORM_X3_RULE(bracketed_star, Bracketed, "a bracket")
CONFORM_X3_RULE(bracketed_many, Bracketed, "a bracket")
CONFORM_X3_RULE(texts_star, std::vector<std::string>, "strings")
CONFORM_X3_RULE(texts_many, std::vector<std::string>, "strings")
CONFORM_X3_RULE(texts_sep, std::vector<std::string>, "strings")
CONFORM_X3_RULE(texts_list, std::vector<std::string>, "strings")
auto const words_star_def = *word;
auto const words_many_def = x3kit::in_place_many[word];
auto const words_sep_def = -(word % ',');
auto const words_list_def = -x3kit::in_place_list(word, ',');
auto const bracketed_star_def = x3::lit('[') > *word > ']';
auto const bracketed_many_def = x3::lit('[') > x3kit::in_place_many[word] > ']';
auto const texts_star_def = *text;
auto const texts_many_def = x3kit::in_place_many[text];
auto const texts_sep_def = -(text % ',');
auto const texts_list_def = -x3kit::in_place_list(text, ',');
BOOST_SPIRIT_DEFINE(words_star, words_many, words_sep, words_list, bracketed_star, bracketed_many, texts_star,
                    texts_many, texts_sep, texts_list)

// An atom two levels down, tried at every byte: a word or a string, each its own level.
// At a byte neither starts with, it opens two levels and fails.
constexpr bool may_start_atom(unsigned char c) { return is_word_byte(c) || c == '"'; }
CONFORM_X3_RULE(deep_atom, x3::unused_type, "an atom")
CONFORM_X3_RULE(deep_atoms, x3::unused_type, "atoms")
CONFORM_X3_RULE(quick_atoms, x3::unused_type, "atoms")
CONFORM_X3_RULE(miscounted_atoms, x3::unused_type, "atoms")
CONFORM_X3_RULE(quick_atoms_to_end, x3::unused_type, "atoms")
auto const deep_atom_def = x3kit::nest[x3kit::nest[word] | x3kit::nest[text]];
auto const deep_atoms_def = *deep_atom >> -x3::lit(')');
auto const quick_atoms_def = *x3kit::fails_unless<may_start_atom, 2>[deep_atom] >> -x3::lit(')');
auto const miscounted_atoms_def = *x3kit::fails_unless<may_start_atom, 1>[deep_atom] >> -x3::lit(')');
// At the end of the text too an atom fails having opened two levels and read nothing.
auto const quick_atoms_to_end_def = *x3kit::fails_unless<may_start_atom, 2, true>[deep_atom] >> -x3::lit(')');
CONFORM_X3_RULE(end_then_z, x3::unused_type, "the end")
CONFORM_X3_RULE(end_then_z_refused, x3::unused_type, "the end")
auto const end_then_z_def = -x3kit::fails_unless<may_start_atom, 0>[x3::eoi > x3::lit('z')];
auto const end_then_z_refused_def = -x3kit::fails_unless<may_start_atom, 0, true>[x3::eoi > x3::lit('z')];
BOOST_SPIRIT_DEFINE(deep_atom, deep_atoms, quick_atoms, miscounted_atoms, quick_atoms_to_end, end_then_z,
                    end_then_z_refused)

constexpr bool is_letter(unsigned char c) { return x3kit::is_letter(c); }
constexpr bool is_dot(unsigned char c) { return c == '.'; }
constexpr bool is_minus(unsigned char c) { return c == '-'; }
CONFORM_X3_RULE(call_step, Step, "a call")
CONFORM_X3_RULE(member_step, Step, "a member")
CONFORM_X3_RULE(path, Value, "a path")
CONFORM_X3_RULE(negated, Value, "a value")
auto const step_name = x3::lexeme[+x3kit::byte_if<is_word_byte>{}];
auto const call_step_def = x3::attr(true) >> '.' >> step_name >> '(' >> ')';
auto const member_step_def = x3::attr(false) >> '.' >> step_name;
auto const path_def =
    x3kit::fold_suffixes<&Path::base, &Path::steps>(word, x3kit::starts_at<is_dot>[call_step | member_step]);
auto const negated_def = x3kit::fold_prefixes<&Negated::signs, &Negated::operand>(
    x3kit::starts_at<is_minus>[x3::char_('-')], path);
BOOST_SPIRIT_DEFINE(call_step, member_step, path, negated)
CONFORM_X3_RULE(tag, Tag, "a tag")
CONFORM_X3_RULE(tag_or_word, TagOrWord, "a tag or a word")
CONFORM_X3_RULE(guarded_tag_or_word, TagOrWord, "a tag or a word")
auto const tag_def = '#' >> x3::lexeme[+x3kit::byte_if<is_word_byte>{}];
auto const tag_or_word_def = (&x3::lit('#') >> tag) | word;
auto const guarded_tag_or_word_def = x3kit::guarded<TagOrWord>('#', tag) | word;
BOOST_SPIRIT_DEFINE(tag, tag_or_word, guarded_tag_or_word)
CONFORM_X3_RULE(marked_a, Marked, "an a")
CONFORM_X3_RULE(marked_b, Marked, "a b")
CONFORM_X3_RULE(marked, Marked, "a marked letter")
CONFORM_X3_RULE(fresh_marked, Marked, "a marked letter")
auto const marks = x3::lexeme[*x3::char_('!')];
auto const marked_a_def = marks >> x3::string("a");
auto const marked_b_def = marks >> x3::string("b");
auto const marked_def = marked_a | marked_b;
auto const fresh_marked_def = x3kit::fresh[marked_a] | marked_b;
BOOST_SPIRIT_DEFINE(marked_a, marked_b, marked, fresh_marked)
// The same marks, read once for both branches; `marks_read` counts the reads.
inline int marks_read = 0;
struct count_read {
  template <typename Ctx>
  void operator()(Ctx&) const { ++marks_read; }
};
// An attribute forced through the counting action (x3::rule's third parameter).
struct remembered_marks_class : x3kit::plain {};
inline constexpr x3::rule<remembered_marks_class, std::string, true> remembered_marks{"marks"};
CONFORM_X3_RULE(remembered_a, Marked, "an a")
CONFORM_X3_RULE(remembered_b, Marked, "a b")
auto const remembered_marks_def = x3kit::remembered<&Log::marks>[marks[count_read{}]];
auto const remembered_a_def = remembered_marks >> x3::string("a");
auto const remembered_b_def = remembered_marks >> x3::string("b");
BOOST_SPIRIT_DEFINE(remembered_marks, remembered_a, remembered_b)
// The same marks read by a look ahead, and left for remembered_marks.
struct kept_marks_class : x3kit::plain {};
inline constexpr x3::rule<kept_marks_class, x3::unused_type> kept_marks{"marks"};
auto const kept_marks_def = x3kit::kept<&Log::marks>[marks[count_read{}]];
BOOST_SPIRIT_DEFINE(kept_marks)

// Forms told apart by their first byte, as RTFS's are: a list, a :keyword, a string, a
// number, a symbol; at '-' a symbol or, before a digit, a number.
struct Form {
  char kind = '?';
  std::string text;
  friend bool operator==(const Form&, const Form&) = default;
};
template <char Kind>
struct set_form {
  template <typename Ctx>
  void operator()(Ctx& ctx) const {
    x3::_val(ctx).kind = Kind;
    x3::_val(ctx).text.assign(x3::_attr(ctx).begin(), x3::_attr(ctx).end());
  }
};
constexpr bool is_digit(unsigned char c) { return x3kit::is_digit(c); }
auto const digit = x3kit::byte_if<is_digit>{};
auto const symbol_form = x3::raw[x3::lexeme[!(x3::lit('-') >> digit) >> (x3kit::byte_if<is_letter>{} | x3::char_('-')) >>
                                            *(x3kit::byte_if<is_word_byte>{} | x3::char_('-'))]][set_form<'s'>{}];
auto const number_form = x3::raw[x3::lexeme[-x3::lit('-') >> +digit]][set_form<'n'>{}];
auto const list_form = x3::raw[list][set_form<'l'>{}];
auto const keyword_form = x3::raw[x3::lexeme[':' >> +x3kit::byte_if<is_word_byte>{}]][set_form<'k'>{}];
auto const text_form = x3::raw[text][set_form<'t'>{}];
constexpr bool is_open_bracket(unsigned char c) { return c == '('; }
constexpr bool is_colon(unsigned char c) { return c == ':'; }
constexpr bool is_quote(unsigned char c) { return c == '"'; }
constexpr bool may_start_symbol(unsigned char c) { return is_letter(c) || c == '-'; }
constexpr bool may_start_number(unsigned char c) { return is_digit(c) || c == '-'; }
CONFORM_X3_RULE(form_by_byte, Form, "a form")
CONFORM_X3_RULE(form_by_choice, Form, "a form")
CONFORM_X3_RULE(forms_by_byte, std::vector<Form>, "forms")
CONFORM_X3_RULE(forms_by_choice, std::vector<Form>, "forms")
using x3kit::starts_at;
auto const form_by_byte_def = x3kit::first_byte_choice(
    starts_at<is_open_bracket>[list_form], starts_at<may_start_symbol>[symbol_form], starts_at<is_colon>[keyword_form],
    starts_at<is_quote>[text_form], starts_at<may_start_number>[number_form]);
auto const form_by_choice_def = list_form | symbol_form | keyword_form | text_form | number_form;
auto const forms_by_byte_def = *form_by_byte;
auto const forms_by_choice_def = *form_by_choice;
// The same, through attributes instead of actions: a word or a number, into a variant.
using Atom = x3::variant<Word, std::string>;
CONFORM_X3_RULE(atom_by_byte, Atom, "an atom")
CONFORM_X3_RULE(atom_by_choice, Atom, "an atom")
CONFORM_X3_RULE_WITH(digits, std::string, "digits", x3kit::plain)
auto const digits_def = x3::raw[x3::lexeme[-x3::lit('-') >> +digit]];
auto const atom_by_byte_def = x3kit::first_byte_choice(starts_at<is_word_byte>[word], starts_at<may_start_number>[digits]);
auto const atom_by_choice_def = word | digits;
BOOST_SPIRIT_DEFINE(form_by_byte, form_by_choice, forms_by_byte, forms_by_choice, digits, atom_by_byte, atom_by_choice)
inline constexpr x3kit::word_skip<is_letter, is_word_byte> any_word{};
constexpr bool is_nil(std::string_view w) { return w == "nil"; }
inline constexpr x3kit::word_skip<is_letter, is_word_byte, is_nil, false> name_skip{};

}  // namespace toy

namespace conform::x3kit {
namespace {

struct Parsed {
  bool ok = false;
  std::size_t consumed = 0;
  std::optional<std::size_t> too_deep;      // where NestingTooDeep was thrown
  std::optional<std::size_t> failure;       // failure_offset() of an expectation failure
  std::string message;
  toy::Log log;
};

template <typename Rule, typename Attr = x3::unused_type>
Parsed run(Rule const& rule, std::string_view text, std::size_t max_depth = 8, Attr* attr = nullptr) {
  Parsed p;
  p.log.base = text.data();
  p.log.max_depth = max_depth;
  toy::Skipper skipper;
  skipper.log = &p.log;
  const char* first = text.data();
  const char* last = text.data() + text.size();
  Attr unused;
  try {
    p.ok = x3::phrase_parse(first, last, rule, skipper, attr ? *attr : unused);
    p.consumed = static_cast<std::size_t>(first - text.data());
  } catch (const failure_type& failure) {
    toy::Log scratch;
    scratch.base = text.data();
    toy::Skipper trivia;
    trivia.log = &scratch;
    p.failure = failure_offset(text, failure, p.log, trivia);
    p.message = expected_found(failure.which(), describe_token(text, *p.failure, toy::is_word_byte));
  } catch (const NestingTooDeep& deep) {
    p.too_deep = static_cast<std::size_t>(deep.where - text.data());
  }
  return p;
}

TEST(X3Kit, BytePredicatesAcceptNoByteAboveAscii) {
  for (int c = 0x80; c <= 0xFF; ++c) {
    auto u = static_cast<unsigned char>(c);
    EXPECT_FALSE(is_digit(u) || is_hex_digit(u) || is_letter(u) || is_blank_or_newline(u)) << c;
  }
  // A word of Latin-1 and UTF-8 letters is no word: the parser fails, it does not assert.
  EXPECT_FALSE(run(toy::word, "\xC3\xA9t\xE9").ok);
  EXPECT_TRUE(run(toy::word, "abc9").ok);
}

TEST(X3Kit, OneOfHoldsForExactlyTheListedBytes) {
  constexpr auto quote_or_dash = &one_of<"\"-">;
  for (int c = 0; c <= 0xFF; ++c) {
    auto u = static_cast<unsigned char>(c);
    EXPECT_EQ(quote_or_dash(u), c == '"' || c == '-') << c;
    EXPECT_FALSE(one_of<"">(u)) << c;
  }
  static_assert(one_of<"\xE9">(0xE9) && !one_of<"\xE9">('e'));
}

TEST(X3Kit, APredicatesTableHoldsWhereThePredicateDoes) {
  for (int c = 0; c < 256; ++c) {
    const auto b = static_cast<unsigned char>(c);
    EXPECT_EQ(table_of<is_hex_digit>[b], is_hex_digit(b)) << c;
    EXPECT_EQ(table_of<toy::is_word_byte>[b], toy::is_word_byte(b)) << c;
  }
  const std::string_view text = "ab12-cd";
  EXPECT_EQ(end_of_run<toy::is_word_byte>(text.begin(), text.end()) - text.begin(), 4);
  EXPECT_EQ(end_of_run<toy::is_word_byte>(text.begin() + 4, text.end()) - text.begin(), 4);
  EXPECT_EQ(end_of_run<toy::is_word_byte>(text.begin() + 5, text.end()), text.end());
}

TEST(X3Kit, KeywordsEndAtAWordBoundary) {
  auto nil = toy::keyword("nil");
  EXPECT_TRUE(run(nil, "nil (").ok);
  EXPECT_EQ(run(nil, "  nil").consumed, 5u);
  EXPECT_FALSE(run(nil, "nils").ok);
  EXPECT_FALSE(run(nil, "ni").ok);
  EXPECT_EQ(x3::what(nil), "'nil'");
  // An expectation on a keyword names it in quotes.
  auto p = run(x3::lit('(') > nil, "( nix");
  EXPECT_EQ(p.message, "expected 'nil', found 'nix'");
}

TEST(X3Kit, LocatedNodesGetTheirOffsetsAfterTrivia) {
  toy::Word w;
  auto p = run(toy::word, "  ; note\n  hello (", 8, &w);
  ASSERT_TRUE(p.ok);
  EXPECT_EQ(w.text, "hello");
  EXPECT_EQ(w.begin, 11u);
  EXPECT_EQ(w.end, 16u);
  // X3 skips again before positioning; the skipper takes the stretch it remembers, and
  // logs the comment once.
  EXPECT_EQ(p.log.comments, (std::vector<std::uint32_t>{2}));
}

TEST(X3Kit, BacktrackingSkipsAStretchOfTriviaOnceAndLandsWhereASkipWould) {
  // Every alternative skips the same trivia before its first token.
  auto p = run((toy::word >> '!') | (toy::word >> '?') | toy::word, " ; a\n ; b\n  hello", 8);
  ASSERT_TRUE(p.ok);
  EXPECT_EQ(p.consumed, 17u);
  EXPECT_EQ(p.log.comments, (std::vector<std::uint32_t>{1, 6}));
  // It remembers one stretch: one elsewhere is skipped afresh, and lands in the same place.
  auto r = run((toy::word >> '!') | (toy::word >> toy::word), " a  ; x\n b", 8);
  EXPECT_TRUE(r.ok);
  EXPECT_EQ(r.consumed, 10u);
  ASSERT_FALSE(r.log.comments.empty());
  for (auto at : r.log.comments) EXPECT_EQ(at, 4u);
}

TEST(X3Kit, NestingStopsAtTheLevelBeyondTheLimit) {
  // Every attempt at a `nest[…]` rule is a level; at max_depth levels the next throws.
  EXPECT_TRUE(run(toy::list, "(((a)))", 4).ok);
  EXPECT_TRUE(run(toy::list, "(((a)))", 3).too_deep);  // `)` is tried as a fourth list
  auto deep = run(toy::list, "( ( ( (a))))", 3);
  ASSERT_TRUE(deep.too_deep);
  EXPECT_EQ(*deep.too_deep, 6u);  // the fourth '('
  EXPECT_FALSE(deep.ok);
  // The depth is back to zero after a parse, whether it succeeded or backtracked.
  auto p = run(toy::list, "((a) (b) ((c)))", 4);
  EXPECT_TRUE(p.ok);
  EXPECT_EQ(p.log.depth, 0u);
  auto backtracked = run((toy::list >> '!') | toy::list, "((a))", 4);
  EXPECT_TRUE(backtracked.ok);
  EXPECT_EQ(backtracked.log.depth, 0u);
}

TEST(X3Kit, NestAtCountsALevelOnlyWhereItOpens) {
  // At the limit, `nest` refuses any attempt, `nest_at` only one at an opening byte.
  EXPECT_TRUE(run(toy::guarded_list, "(a (b) c)", 2).ok);
  auto at_limit = run(toy::guarded_list, "(a (b (c)))", 2);
  ASSERT_TRUE(at_limit.too_deep);
  EXPECT_EQ(*at_limit.too_deep, 6u);
  EXPECT_TRUE(run(toy::guarded_list, "((a b))", 2).ok);  // `a` and `b` are tried as lists at depth 2
  EXPECT_TRUE(run(toy::list, "((a b))", 2).too_deep);    // the unguarded directive refuses them
}

// Over texts of atoms, trivia and bytes that start none, at depth limits that the
// descent reaches or not, fails_unless reads as its subject does: the same verdict, end,
// throw and comments.
RC_GTEST_PROP(X3KitFailsUnless, ReadsAsItsSubjectDoes, ()) {
  const std::string alphabet = "a1\" );\n(";
  const auto length = *rc::gen::inRange<std::size_t>(0, 8);
  std::string text(length, ' ');
  for (auto& c : text) c = alphabet[*rc::gen::inRange<std::size_t>(0, alphabet.size())];
  const auto max_depth = *rc::gen::inRange<std::size_t>(0, 4);
  const auto b = run(toy::deep_atoms, text, max_depth);
  for (const auto& a : {run(toy::quick_atoms, text, max_depth), run(toy::quick_atoms_to_end, text, max_depth)}) {
    RC_ASSERT(a.ok == b.ok);
    RC_ASSERT(a.consumed == b.consumed);
    RC_ASSERT(a.too_deep == b.too_deep);
    RC_ASSERT(a.failure == b.failure);
    RC_ASSERT(a.log.comments == b.log.comments);
    RC_ASSERT(a.log.depth == 0u);
  }
}

TEST(X3Kit, FailsUnlessRunsItsSubjectWhereALevelCouldReachTheLimit) {
  // At ')' the atom opens two levels and fails: at a limit of 1 the second throws there.
  EXPECT_EQ(run(toy::deep_atoms, " ; c\n)", 1).too_deep, 5u);
  EXPECT_EQ(run(toy::quick_atoms, " ; c\n)", 1).too_deep, 5u);
  const auto within = run(toy::quick_atoms, "a ; c\n)", 2);
  EXPECT_TRUE(within.ok);
  EXPECT_FALSE(within.too_deep);
  EXPECT_EQ(within.consumed, 7u);
  EXPECT_EQ(within.log.comments, (std::vector<std::uint32_t>{2}));
  // Counting one level too few, the shortcut is taken at the limit and the throw is lost.
  const auto miscounted = run(toy::miscounted_atoms, " ; c\n)", 1);
  EXPECT_FALSE(miscounted.too_deep);
  EXPECT_TRUE(miscounted.ok);
  EXPECT_EQ(miscounted.consumed, 6u);
}

TEST(X3Kit, FailsUnlessRunsItsSubjectAtTheEndUnlessTheEndRefuses) {
  // A subject that would throw at the end: run there by default, and not where the end
  // refuses (which its callers vouch their subjects never do).
  const auto run_there = run(toy::end_then_z, " ; c\n");
  EXPECT_EQ(run_there.failure, 5u);
  const auto refused = run(toy::end_then_z_refused, " ; c\n");
  EXPECT_TRUE(refused.ok);
  EXPECT_FALSE(refused.failure);
  EXPECT_EQ(refused.consumed, 5u);
  EXPECT_EQ(refused.log.comments, (std::vector<std::uint32_t>{1}));
}

// Over texts of words, strings (closed or not), commas, brackets and comments, a list read
// in place reads as X3's own: the same verdict, end, failure, comments and items.
template <typename Items>
std::vector<std::string> texts_of(const Items& items) {
  std::vector<std::string> out;
  for (const auto& item : items) {
    if constexpr (std::is_same_v<std::decay_t<decltype(item)>, std::string>) out.push_back(item);
    else out.push_back(item.text);
  }
  return out;
}
template <typename Attr, typename Rule>
std::pair<Parsed, std::vector<std::string>> run_list(Rule const& rule, std::string_view text) {
  Attr attr{};
  auto parsed = run(rule, text, 8, &attr);
  if constexpr (std::is_same_v<Attr, toy::Bracketed>) return {std::move(parsed), texts_of(attr.items)};
  else return {std::move(parsed), texts_of(attr)};
}
RC_GTEST_PROP(X3KitInPlace, ReadsAListAsXThreeDoes, ()) {
  const std::string alphabet = "ab\",[] ;\n";
  const auto length = *rc::gen::inRange<std::size_t>(0, 12);
  std::string text(length, ' ');
  for (auto& c : text) c = alphabet[*rc::gen::inRange<std::size_t>(0, alphabet.size())];
  const auto same = [&](const auto& a, const auto& b) {
    RC_ASSERT(a.first.ok == b.first.ok);
    RC_ASSERT(a.first.consumed == b.first.consumed);
    RC_ASSERT(a.first.failure == b.first.failure);
    RC_ASSERT(a.first.log.comments == b.first.log.comments);
    RC_ASSERT(a.second == b.second);
  };
  same(run_list<std::vector<toy::Word>>(toy::words_many, text), run_list<std::vector<toy::Word>>(toy::words_star, text));
  same(run_list<std::vector<toy::Word>>(toy::words_list, text), run_list<std::vector<toy::Word>>(toy::words_sep, text));
  same(run_list<toy::Bracketed>(toy::bracketed_many, text), run_list<toy::Bracketed>(toy::bracketed_star, text));
  same(run_list<std::vector<std::string>>(toy::texts_many, text), run_list<std::vector<std::string>>(toy::texts_star, text));
  same(run_list<std::vector<std::string>>(toy::texts_list, text), run_list<std::vector<std::string>>(toy::texts_sep, text));
}

TEST(X3Kit, AListReadInPlaceLeavesASeparatorWithoutAnItemUnread) {
  const auto [parsed, items] = run_list<std::vector<toy::Word>>(toy::words_list, "a , b ,  ]");
  EXPECT_TRUE(parsed.ok);
  EXPECT_EQ(parsed.consumed, 6u);  // after `b` and the blank after it (phrase_parse skips it)
  EXPECT_EQ(items, (std::vector<std::string>{"a", "b"}));
  const auto [unclosed, none] = run_list<std::vector<std::string>>(toy::texts_many, "\"a\" \"b");
  EXPECT_EQ(unclosed.failure, 6u);  // the end of the text, where the second string is not closed
}

// The room a list's first item reserves is the one its container registers, for X3's
// appends and the in-place reads alike; a container that registers none gets none.
template <typename Items, typename Rule>
std::size_t room_after_one(Rule const& rule, std::string_view text) {
  Items items;
  run(rule, text, 8, &items);
  EXPECT_EQ(items.size(), 1u) << text;
  return items.capacity();
}
TEST(X3Kit, AListReadInPlaceReservesTheRoomItsContainerRegisters) {
  EXPECT_EQ(conform::x3kit::first_room<std::vector<toy::Word>>, 4u);
  EXPECT_EQ(conform::x3kit::first_room<std::vector<std::string>>, 0u);
  EXPECT_EQ(room_after_one<std::vector<toy::Word>>(toy::words_star, "a"), 4u);
  EXPECT_EQ(room_after_one<std::vector<toy::Word>>(toy::words_many, "a"), 4u);
  EXPECT_EQ(room_after_one<std::vector<toy::Word>>(toy::words_list, "a"), 4u);
  EXPECT_EQ(room_after_one<std::vector<std::string>>(toy::texts_list, "\"a\""), 1u);
}

TEST(X3Kit, FailuresInsideVerbatimRulesStayWhereTheyHappened) {
  // The string runs to the end of the line: reported there, not at the next token.
  auto in_string = run(toy::list, "(\"abc\n  x)");
  ASSERT_TRUE(in_string.failure);
  EXPECT_TRUE(in_string.log.failed_verbatim);
  EXPECT_EQ(*in_string.failure, 5u);
  EXPECT_EQ(in_string.message, "expected '\"', found the end of the line");
  // A missing ')' is reported at the next token, past blanks and comments.
  auto outside = run(toy::list, "(a \n ; note\n  ]");
  ASSERT_TRUE(outside.failure);
  EXPECT_FALSE(outside.log.failed_verbatim);
  EXPECT_EQ(*outside.failure, 14u);
  EXPECT_EQ(outside.message, "expected ')', found ']'");
}

TEST(X3Kit, TheTriviaLoopSkipsWhatTheSkipperSkips) {
  toy::Log log;
  std::string_view text = "  ; one\n ; two\nword";
  log.base = text.data();
  toy::Skipper skipper;
  skipper.log = &log;
  EXPECT_EQ(skip_trivia(skipper, text, 0), 15u);
  EXPECT_EQ(log.comments, (std::vector<std::uint32_t>{2, 9}));
  EXPECT_EQ(skip_trivia(skipper, text, 15), 15u);
  EXPECT_EQ(skip_trivia(skipper, "  ", 0), 2u);
}

TEST(X3Kit, AnUnlabelledExpectationNeverShowsItsCppTypeName) {
  EXPECT_EQ(x3kit::expected_found("N5boost6spirit2x34listINS1_4ruleI", "'>'"), "unexpected '>'");
  EXPECT_EQ(x3kit::expected_found("a type", "'>'"), "expected a type, found '>'");
}

TEST(X3Kit, DescribesWhatStandsAtAnOffset) {
  std::string_view text = "abc é\n";
  EXPECT_EQ(describe_token(text, 0, toy::is_word_byte), "'abc'");
  EXPECT_EQ(describe_token(text, 3, toy::is_word_byte), "' '");
  EXPECT_EQ(describe_token(text, 4, toy::is_word_byte), "'é'");  // the whole character
  EXPECT_EQ(describe_token(text, 6, toy::is_word_byte), "the end of the line");
  EXPECT_EQ(describe_token(text, 7, toy::is_word_byte), "the end of the input");
  EXPECT_EQ(describe_boundary(text, 0), "");
  std::string long_word(60, 'a');
  EXPECT_EQ(describe_token(long_word, 0, toy::is_word_byte), "'" + std::string(40, 'a') + "'");
  for (std::string_view quote : {"\u2018", "\u2019", "\u201C", "\u201D"})
    EXPECT_EQ(describe_token(quote, 0, toy::is_word_byte),
              "'" + std::string(quote) + "' (a curly quote: a string is written between straight quotes, \"…\")");
  EXPECT_EQ(describe_token("\u00AB", 0, toy::is_word_byte), "'\u00AB'");  // a guillemet is no quote Java would take
  // Python's f-string prefix is named; a quote after a longer word is not one.
  EXPECT_EQ(describe_token("log(f\"x{a}\")", 5, toy::is_word_byte), "'\"' after 'f' (a Python f-string, which this language does not have)");
  EXPECT_EQ(describe_token("f\"x\"", 1, toy::is_word_byte), "'\"' after 'f' (a Python f-string, which this language does not have)");
  EXPECT_EQ(describe_token("elf\"x\"", 3, toy::is_word_byte), "'\"'");
  // A character that looks like nothing, or like another, is named.
  EXPECT_EQ(describe_token("\u00A0x", 0, toy::is_word_byte), "'\u00A0' (U+00A0, a no-break space)");
  EXPECT_EQ(describe_token("\u200Bx", 0, toy::is_word_byte), "'\u200B' (U+200B, a zero-width space)");
  EXPECT_EQ(describe_token("\u037E", 0, toy::is_word_byte), "'\u037E' (U+037E, a Greek question mark, not ';')");
  EXPECT_EQ(describe_token("\uFEFF", 0, toy::is_word_byte), "'\uFEFF' (U+FEFF, a zero-width no-break space, the byte-order mark)");
  // Bytes that are no UTF-8 are shown in hex, never quoted raw; a word stops before them.
  EXPECT_EQ(describe_token("\xff;", 0, toy::is_word_byte), "the bytes FF (invalid UTF-8)");
  EXPECT_EQ(describe_token("\xe2\x82;", 0, toy::is_word_byte), "the bytes E2 82 (invalid UTF-8)");
  EXPECT_EQ(describe_token("\xed\xa0\x80", 0, toy::is_word_byte), "the bytes ED A0 80 (invalid UTF-8)");
  EXPECT_EQ(describe_token("ab\xe9" "cd", 0, toy::is_word_byte), "'ab'");
  // A text cut off after a token that something must follow says that it ends there
  // (stop 100's auditor: "found ','" read as if the comma were wrong); other last tokens,
  // and the same token before more text, are named alone.
  for (std::string_view cut : {"f(a,", "f(a,\n  ", "x = [", "a +"})
    EXPECT_EQ(describe_token(cut, cut.find_last_not_of(" \n"), toy::is_word_byte),
              "'" + std::string(1, cut[cut.find_last_not_of(" \n")]) + "', and then the end of the input")
        << cut;
  EXPECT_EQ(describe_token("f(a, b", 3, toy::is_word_byte), "','");
  EXPECT_EQ(describe_token("f(a]", 3, toy::is_word_byte), "']'");
}


TEST(X3Kit, FoldMakesANodeOnlyWhenItsOperatorsFollow) {
  toy::Value v;
  auto plain = run(toy::path, "  abc)", 8, &v);
  ASSERT_TRUE(plain.ok);
  EXPECT_EQ(plain.consumed, 5u);  // the layer reads no further than its operand
  const auto* w = boost::get<toy::Word>(&v.get());
  ASSERT_TRUE(w);
  EXPECT_EQ(w->text, "abc");
  EXPECT_EQ(w->begin, 2u);

  toy::Value p;
  ASSERT_TRUE(run(toy::path, " a.b .c()  ", 8, &p).ok);
  const auto* path = boost::get<x3::forward_ast<toy::Path>>(&p.get());
  ASSERT_TRUE(path);
  EXPECT_EQ(path->get().begin, 1u);  // from its first token to its last
  EXPECT_EQ(path->get().end, 9u);  // not past the blanks after it
  ASSERT_EQ(path->get().steps.size(), 2u);
  EXPECT_FALSE(path->get().steps[0].call);
  EXPECT_EQ(path->get().steps[0].name, "b");
  EXPECT_TRUE(path->get().steps[1].call);
  EXPECT_EQ(path->get().steps[1].name, "c");
  ASSERT_TRUE(boost::get<toy::Word>(&path->get().base.get()));
  EXPECT_EQ(boost::get<toy::Word>(path->get().base.get()).text, "a");
}

TEST(X3Kit, FoldTriesEachBranchOfASuffixOnAFreshValue) {
  // `.bc` fails as a call after reading its name; the member branch starts afresh.
  toy::Value p;
  ASSERT_TRUE(run(toy::path, "a.bc", 8, &p).ok);
  const auto& steps = boost::get<x3::forward_ast<toy::Path>>(p.get()).get().steps;
  ASSERT_EQ(steps.size(), 1u);
  EXPECT_EQ(steps[0].name, "bc");
  EXPECT_FALSE(steps[0].call);
}

TEST(X3Kit, FoldPrefixesWrapTheOperandOnlyAfterAPrefix) {
  toy::Value v;
  ASSERT_TRUE(run(toy::negated, " --a.b", 8, &v).ok);
  const auto* n = boost::get<x3::forward_ast<toy::Negated>>(&v.get());
  ASSERT_TRUE(n);
  EXPECT_EQ(n->get().signs, "--");
  EXPECT_EQ(n->get().begin, 1u);
  EXPECT_EQ(n->get().end, 6u);
  EXPECT_TRUE(boost::get<x3::forward_ast<toy::Path>>(&n->get().operand.get()));

  toy::Value plain;
  ASSERT_TRUE(run(toy::negated, "a", 8, &plain).ok);
  EXPECT_TRUE(boost::get<toy::Word>(&plain.get()));
  // Prefixes without an operand fail, and give their bytes back (an alternative does
  // not rewind a branch that failed).
  EXPECT_FALSE(run(toy::negated, "--(", 8).ok);
  auto failed = run(toy::negated | x3::lit("--"), "--", 8);
  EXPECT_TRUE(failed.ok);
  EXPECT_EQ(failed.consumed, 2u);
}

TEST(X3Kit, AGuardedFormBuildsItsNodeOnlyWhereItsGuardHolds) {
  // An alternative builds its attribute before it is tried, guard or no guard …
  toy::Tag::built = 0;
  toy::TagOrWord v;
  ASSERT_TRUE(run(toy::tag_or_word, " abc", 8, &v).ok);
  EXPECT_GT(toy::Tag::built, 0);
  // … and into<Node> makes that attribute the enclosing node, so the Tag is not built.
  toy::Tag::built = 0;
  toy::TagOrWord w;
  ASSERT_TRUE(run(toy::guarded_tag_or_word, " abc", 8, &w).ok);
  EXPECT_EQ(toy::Tag::built, 0);
  ASSERT_TRUE(boost::get<toy::Word>(&w.get()));
  EXPECT_EQ(boost::get<toy::Word>(w.get()).text, "abc");

  toy::TagOrWord t;
  ASSERT_TRUE(run(toy::guarded_tag_or_word, "  #ab", 8, &t).ok);
  const auto* tag = boost::get<x3::forward_ast<toy::Tag>>(&t.get());
  ASSERT_TRUE(tag);
  EXPECT_EQ(tag->get().text, "ab");
  EXPECT_EQ(tag->get().begin, 2u);
  EXPECT_EQ(tag->get().end, 5u);
}

TEST(X3Kit, AFreshBranchLeavesNothingInTheNodeWhenItFails) {
  // X3 hands each branch the enclosing node, and keeps what a failed branch read …
  toy::Marked kept;
  ASSERT_TRUE(run(toy::marked, "!!b", 8, &kept).ok);
  EXPECT_EQ(kept.marks, "!!!!");
  // … while a fresh branch reads into a node of its own, given over only on success.
  toy::Marked fresh;
  ASSERT_TRUE(run(toy::fresh_marked, "!!b", 8, &fresh).ok);
  EXPECT_EQ(fresh.marks, "!!");
  EXPECT_EQ(fresh.kind, "b");
  toy::Marked a;
  ASSERT_TRUE(run(toy::fresh_marked, "!a", 8, &a).ok);
  EXPECT_EQ(a.marks, "!");
  EXPECT_EQ(a.kind, "a");
  toy::Marked untouched{"?", "z"};
  EXPECT_FALSE(run(x3kit::fresh[toy::marked_a], "!!b", 8, &untouched).ok);
  EXPECT_EQ(untouched.marks, "?");
  EXPECT_EQ(untouched.kind, "z");
}

TEST(X3Kit, RememberedReadsWhatBranchesShareOnce) {
  const auto both = x3kit::fresh[toy::remembered_a] | toy::remembered_b;
  toy::marks_read = 0;
  toy::Marked b;
  ASSERT_TRUE(run(both, " !!!b", 8, &b).ok);
  EXPECT_EQ(toy::marks_read, 1);
  EXPECT_EQ(b.marks, "!!!");
  EXPECT_EQ(b.kind, "b");
  // What it hands out again is what it read, with where it ended: the same as reading.
  toy::Marked read_twice;
  ASSERT_TRUE(run(x3kit::fresh[toy::marked_a] | toy::marked_b, " !!!b", 8, &read_twice).ok);
  EXPECT_EQ(read_twice.marks, b.marks);
  EXPECT_EQ(read_twice.kind, b.kind);
  // Elsewhere it reads again: at each element, and at the end, where no third one is.
  toy::marks_read = 0;
  std::vector<toy::Marked> two;
  ASSERT_TRUE(run(+toy::remembered_a, "!a !!a", 8, &two).ok);
  EXPECT_EQ(toy::marks_read, 3);
  ASSERT_EQ(two.size(), 2u);
  EXPECT_EQ(two[1].marks, "!!");
}

TEST(X3Kit, RememberedHandsOutAReadOnlyAsDeepOrShallower) {
  // Read one level deep, then wanted at the level above: a success there holds here.
  toy::marks_read = 0;
  toy::Marked shallower;
  ASSERT_TRUE(run(x3kit::nest[x3kit::fresh[toy::remembered_a]] | toy::remembered_b, "!b", 8, &shallower).ok);
  EXPECT_EQ(toy::marks_read, 1);
  // Read at the top, then wanted one level deeper, where `nest` might throw: read again.
  toy::marks_read = 0;
  toy::Marked deeper;
  ASSERT_TRUE(run(x3kit::fresh[toy::remembered_a] | x3kit::nest[toy::remembered_b], "!b", 8, &deeper).ok);
  EXPECT_EQ(toy::marks_read, 2);
  EXPECT_EQ(deeper.marks, "!");
  EXPECT_EQ(deeper.kind, "b");
}

TEST(X3Kit, KeptLeavesWhatALookReadForTheBranchAfterIt) {
  // The look reads the marks; the branch it guards is handed them, as read.
  toy::marks_read = 0;
  toy::Marked b;
  ASSERT_TRUE(run(&(toy::kept_marks >> 'b') >> toy::remembered_b, " !!!b", 8, &b).ok);
  EXPECT_EQ(toy::marks_read, 1);
  EXPECT_EQ(b.marks, "!!!");
  EXPECT_EQ(b.kind, "b");
  // A look one level deep, as a class's head is: its reading holds at the level above.
  toy::marks_read = 0;
  toy::Marked shallower;
  ASSERT_TRUE(run(&x3kit::nest[toy::kept_marks >> 'b'] >> toy::remembered_b, "!b", 8, &shallower).ok);
  EXPECT_EQ(toy::marks_read, 1);
  EXPECT_EQ(shallower.marks, "!");
  // Where the slot holds a success at its byte (an `a` read the marks, then failed), the
  // look moves past it without reading.
  toy::marks_read = 0;
  EXPECT_EQ(run(!toy::remembered_a >> toy::kept_marks, "!!b").consumed, 2u);
  EXPECT_EQ(toy::marks_read, 1);
  // A look that fails after the marks still leaves them, for the branch tried instead.
  toy::marks_read = 0;
  toy::Marked a;
  ASSERT_TRUE(run(!(toy::kept_marks >> 'b') >> toy::remembered_a, "!!a", 8, &a).ok);
  EXPECT_EQ(toy::marks_read, 1);
  EXPECT_EQ(a.marks, "!!");
}

TEST(X3Kit, ABranchThatTookWhatALookReadLeavesItToBeReadAgain) {
  // The look's reading is moved into the first branch, which fails after it: the branch
  // tried next reads the marks again and gets them whole, as it would have been handed.
  toy::marks_read = 0;
  toy::Marked b;
  ASSERT_TRUE(run(&toy::kept_marks >> (x3kit::fresh[toy::remembered_a] | toy::remembered_b), " !!!b", 8, &b).ok);
  EXPECT_EQ(toy::marks_read, 2);
  EXPECT_EQ(b.marks, "!!!");
  EXPECT_EQ(b.kind, "b");
  // A branch that succeeds takes it without a second reading.
  toy::marks_read = 0;
  toy::Marked a;
  ASSERT_TRUE(run(&toy::kept_marks >> (x3kit::fresh[toy::remembered_a] | toy::remembered_b), " !!a", 8, &a).ok);
  EXPECT_EQ(toy::marks_read, 1);
  EXPECT_EQ(a.marks, "!!");
}

TEST(X3Kit, AnyWordLooksPastAWordWithoutBuildingIt) {
  EXPECT_TRUE(run(&(toy::any_word >> '=') >> toy::word >> '=', "  abc = ").ok);
  EXPECT_FALSE(run(&(toy::any_word >> '=') >> toy::word, "abc (").ok);
  EXPECT_FALSE(run(toy::any_word, "9abc").ok);  // a word starts with a letter
  EXPECT_EQ(run(toy::any_word, " ab9(").consumed, 4u);
  // With a set it takes only the words word_parser would: a reserved word is refused
  // before the trivia after it is skipped, so no comment there is logged.
  EXPECT_TRUE(run(&(toy::name_skip >> '=') >> toy::word, "abc ; x\n =").ok);
  auto reserved = run(&(toy::name_skip >> '='), "nil ; x\n =");
  EXPECT_FALSE(reserved.ok);
  EXPECT_TRUE(reserved.log.comments.empty());
  auto any = run(&(toy::any_word >> '='), "nil ; x\n (");
  EXPECT_FALSE(any.ok);
  EXPECT_EQ(any.log.comments, (std::vector<std::uint32_t>{4}));
}

TEST(X3Kit, LiteralsTakeTheFirstListedThatIsThere) {
  std::string op;
  auto first_listed = run(literals(">", ">>"), " >>", 8, &op);
  EXPECT_TRUE(first_listed.ok);
  EXPECT_EQ(first_listed.consumed, 2u);
  EXPECT_EQ(op, ">");
  std::string longest;
  EXPECT_EQ(run(literals(">>", ">"), " >>", 8, &longest).consumed, 3u);
  EXPECT_EQ(longest, ">>");
  std::string untouched = "?";
  EXPECT_FALSE(run(literals("<<", "="), " <", 8, &untouched).ok);  // a prefix is not a literal
  EXPECT_EQ(untouched, "?");
  EXPECT_EQ(x3::what(literals("+=", "-")), "'+=' or '-'");
}

// Past sixteen literals the choice keeps a wider mask: each of twenty is still read,
// and the first listed still wins.
TEST(X3Kit, LiteralsPastSixteenAreReadToo) {
  const auto twenty = literals("a", "b", "c", "d", "e", "f", "g", "h", "i", "j", "k", "l", "m", "n", "o", "p", "q",
                               "rr", "r", "s");
  for (const char* text : {" a", " p", " q", " rr", " r", " s"}) {
    std::string op;
    EXPECT_TRUE(run(twenty, text, 8, &op).ok) << text;
    EXPECT_EQ(op, std::string(text + 1)) << text;
  }
  std::string none;
  EXPECT_FALSE(run(twenty, " t", 8, &none).ok);
}

// Over texts of operator bytes and trivia, a choice of any six literals (in any order,
// an empty one, repeats, a short one listed before a longer one with its first bytes)
// and X3's alternative of x3::string give the same verdict, the same end, the same
// attribute (appended to what it held) and the same comments logged.
RC_GTEST_PROP(X3KitLiterals, ReadAsTheAlternativeOfXStringsDoes, ()) {
  const auto listed = *rc::gen::container<std::vector<std::string>>(
      6, rc::gen::element<std::string>("<<=", "<<", "<", "==", "!=", "=", "!", "+", ""));
  const std::string alphabet = "<=!+ ;\n";
  const auto length = *rc::gen::inRange<std::size_t>(0, 8);
  std::string text(length, ' ');
  for (auto& c : text) c = alphabet[*rc::gen::inRange<std::size_t>(0, alphabet.size())];
  const std::string held = *rc::gen::element<std::string>("", "x");
  std::string ours = held, theirs = held;
  std::array<std::string_view, 6> views;
  for (std::size_t i = 0; i < 6; ++i) views[i] = listed[i];
  const auto a = run(literal_choice<6>(views), text, 8, &ours);
  const auto b = run(x3::string(listed[0]) | x3::string(listed[1]) | x3::string(listed[2]) | x3::string(listed[3]) |
                         x3::string(listed[4]) | x3::string(listed[5]),
                     text, 8, &theirs);
  RC_ASSERT(a.ok == b.ok);
  RC_ASSERT(a.consumed == b.consumed);
  RC_ASSERT(ours == theirs);
  RC_ASSERT(a.log.comments == b.log.comments);
}

// Over texts of the forms' bytes and trivia, first_byte_choice reads as the ordered
// choice of its branches does: the same verdict, end, forms, failure and comments.
RC_GTEST_PROP(X3KitFirstByteChoice, ReadsAsTheOrderedChoiceOfItsBranches, ()) {
  const std::string alphabet = "(:\"-1a ) ;\n";
  const auto length = *rc::gen::inRange<std::size_t>(0, 12);
  std::string text(length, ' ');
  for (auto& c : text) c = alphabet[*rc::gen::inRange<std::size_t>(0, alphabet.size())];
  std::vector<toy::Form> ours, theirs;
  const auto a = run(toy::forms_by_byte, text, 8, &ours);
  const auto b = run(toy::forms_by_choice, text, 8, &theirs);
  RC_ASSERT(a.ok == b.ok);
  RC_ASSERT(a.consumed == b.consumed);
  RC_ASSERT(a.failure == b.failure);
  RC_ASSERT(a.message == b.message);
  RC_ASSERT(a.too_deep == b.too_deep);
  RC_ASSERT(ours == theirs);
  RC_ASSERT(a.log.comments == b.log.comments);
}

TEST(X3Kit, AFirstByteChoiceTriesTheBranchesItsByteMayStartInOrder) {
  std::vector<toy::Form> forms;
  const auto parsed = run(toy::forms_by_byte, " -1 -a :k \"s\" (a) 7 ", 8, &forms);
  EXPECT_TRUE(parsed.ok);
  const std::vector<toy::Form> expected{{'n', "-1"}, {'s', "-a"}, {'k', ":k"}, {'t', "\"s\""}, {'l', "(a)"}, {'n', "7"}};
  EXPECT_EQ(forms, expected);
  // ')' starts no form: the forms end there, as the choice's do (past the trivia before
  // it, which X3's failed tries skip too).
  std::vector<toy::Form> by_choice;
  forms.clear();
  EXPECT_EQ(run(toy::forms_by_byte, " a )", 8, &forms).consumed, run(toy::forms_by_choice, " a )", 8, &by_choice).consumed);
  EXPECT_EQ(forms, (std::vector<toy::Form>{{'s', "a"}}));
  EXPECT_EQ(forms, by_choice);
}

TEST(X3Kit, AFirstByteChoiceFillsTheAttributeAsTheChoiceDoes) {
  for (std::string_view text : {" abc", " -12", " 7", " -", " (", ""}) {
    toy::Atom ours, theirs;
    const auto a = run(toy::atom_by_byte, text, 8, &ours);
    const auto b = run(toy::atom_by_choice, text, 8, &theirs);
    EXPECT_EQ(a.ok, b.ok) << text;
    EXPECT_EQ(a.consumed, b.consumed) << text;
    EXPECT_EQ(ours.get().which(), theirs.get().which()) << text;
    if (const auto* w = boost::get<toy::Word>(&ours.get())) {
      EXPECT_EQ(w->text, boost::get<toy::Word>(theirs.get()).text);
    }
    if (const auto* n = boost::get<std::string>(&ours.get())) {
      EXPECT_EQ(*n, boost::get<std::string>(theirs.get()));
    }
  }
  toy::Atom number;
  EXPECT_TRUE(run(toy::atom_by_byte, " -12", 8, &number).ok);
  EXPECT_EQ(boost::get<std::string>(number.get()), "-12");
}

}  // namespace
}  // namespace conform::x3kit
