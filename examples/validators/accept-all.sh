#!/usr/bin/env bash
# Accepts everything: every broken case is a false accept.
exit 0
