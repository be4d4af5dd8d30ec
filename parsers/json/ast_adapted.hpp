#pragma once
// Only Member is filled by attribute propagation; Value and Key are built by the
// grammar's semantic actions (a Value's alternatives cannot be told apart by type).
#include <boost/fusion/include/adapt_struct.hpp>

#include "parsers/json/ast.hpp"

BOOST_FUSION_ADAPT_STRUCT(conform::json::Member, key, value)
