Puppet::Parser::Functions.newfunction(:pick) # stub: overcat runs its native pick; the cases' expectations come from stdlib 9.7
