#pragma once
// Only Member is filled by attribute propagation; Value and Key are built by the
// grammar's semantic actions (a Value's alternatives cannot be told apart by type).
#include <boost/fusion/include/adapt_struct.hpp>
#include <boost/spirit/home/x3/support/traits/container_traits.hpp>

#include "parsers/core/x3/reserve_first.hpp"
#include "parsers/json/ast.hpp"

BOOST_FUSION_ADAPT_STRUCT(conform::json::Member, key, value)

// A plan's objects have a handful of members and its arrays a few items: they start
// with room for eight and four, and so allocate once or twice instead of four times.
CONFORM_X3_RESERVE_FIRST(conform::json::List<conform::json::Member>, 8);
CONFORM_X3_RESERVE_FIRST(conform::json::List<conform::json::Value>, 4);
