#pragma once
// The lines batch mode exchanges with a target (spec/batch-protocol.schema.json,
// docs/run.md): the request for a case, and what its answer says.
#include <string>
#include <string_view>

#include "run/verdict.hpp"

namespace conform::run {

// {"dialect":…,"id":…,"plan":…} (or "plan_base64" where the bytes are not UTF-8), byte
// for byte as nlohmann::json writes that object (keys in order, no spaces), and no "\n".
std::string request_line(long id, std::string_view dialect, const std::string& plan);

// The verdict an answer line gives to request `id`, or the protocol error it makes.
// The answers nearly every target writes, {"id":…,"valid":true|false}, are read directly;
// any other line is read by answer_verdict_in_full, which gives those the same verdict.
Verdict answer_verdict(std::string_view line, long id);
Verdict answer_verdict_in_full(std::string_view line, long id);

}  // namespace conform::run
