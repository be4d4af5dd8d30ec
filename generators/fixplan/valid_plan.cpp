#include "generators/fixplan/generators.hpp"
#include "generators/fixplan/plan_parts.hpp"
#include "generators/json/envelope_breakers.hpp"
#include "generators/json/style.hpp"
#include "oracles/fixplan/schema.hpp"

namespace conform::fixplan::gen {

rc::Gen<json::Value> valid_plan() { return plan_with_tasks(1, max_tasks); }

rc::Gen<std::string> valid_text() { return rc::gen::mapcat(valid_plan(), json_gen::restyled); }

std::vector<std::string> shrink_candidates(const std::string& text) { return json_gen::without_one_part(text); }

}  // namespace conform::fixplan::gen
