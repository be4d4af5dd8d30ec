# The registered dialects, one line each (see cmake/Dialects.cmake for what a line brings
# in). The order is the order of `--dialect auto`'s signature tests.
conform_add_dialect(cpl)
conform_add_dialect(stepplan)
conform_add_dialect(fixplan)
conform_add_dialect(java)
conform_add_dialect(rtfs)
