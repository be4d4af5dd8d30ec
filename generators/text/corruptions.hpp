#pragma once
// Text-level corruptions shared by every dialect: what LLMs wrap around a plan.
#include <rapidcheck.h>
#include <string>

namespace conform::gen {

// ```lang … ``` around the text (lang may be empty).
std::string wrap_in_fence(const std::string& text, const std::string& lang);
rc::Gen<std::string> fence_language(const std::string& dialect_tag);

// A sentence an LLM might put before or after its answer.
rc::Gen<std::string> prose_before();
rc::Gen<std::string> prose_after();
// The same, now and then a sentence that names the plan's opening as the documents do
// (`opening`: "plan { ... } block", "public class Plan { }"), which is prose too.
rc::Gen<std::string> prose_before(const std::string& opening);
rc::Gen<std::string> prose_after(const std::string& opening);

// The text cut at a byte in [from, to).
rc::Gen<std::string> truncated(const std::string& text, std::size_t from, std::size_t to);

}  // namespace conform::gen
