#include "generators/text/corruptions.hpp"

namespace conform::gen {

std::string wrap_in_fence(const std::string& text, const std::string& lang) {
  std::string body = text;
  if (body.empty() || body.back() != '\n') body += '\n';
  return "```" + lang + "\n" + body + "```\n";
}

rc::Gen<std::string> fence_language(const std::string& dialect_tag) {
  return rc::gen::element<std::string>(std::string(dialect_tag), std::string(), std::string("text"), std::string("json"));
}

rc::Gen<std::string> prose_before() {
  return rc::gen::element<std::string>("Here is the plan:\n\n", "Sure! Below is the requested plan.\n",
                                        "Plan:\n", "I will first clone the repository, then analyse it.\n\n",
                                        "Okay — here's what I came up with:\n");
}

rc::Gen<std::string> prose_after() {
  return rc::gen::element<std::string>("\nThis plan clones the repository and opens a pull request.\n",
                                       "\nLet me know if you want changes.\n", "\nNote: retries are handled.\n",
                                       "\n\nExplanation: main delegates each sub-goal to a helper.\n");
}

rc::Gen<std::string> prose_before(const std::string& opening) {
  return rc::gen::weightedOneOf<std::string>(
      {{3, prose_before()},
       {1, rc::gen::element<std::string>("The outer " + opening + " is required, so here it is:\n\n",
                                         "Output exactly one " + opening + " definition:\n")}});
}

rc::Gen<std::string> prose_after(const std::string& opening) {
  return rc::gen::weightedOneOf<std::string>(
      {{3, prose_after()}, {1, rc::gen::just("\nThe " + opening + " above holds every step.\n")}});
}

rc::Gen<std::string> truncated(const std::string& text, std::size_t from, std::size_t to) {
  if (to <= from) return rc::gen::just(text.substr(0, from));
  return rc::gen::map(rc::gen::inRange(from, to), [text](std::size_t cut) { return text.substr(0, cut); });
}

}  // namespace conform::gen
