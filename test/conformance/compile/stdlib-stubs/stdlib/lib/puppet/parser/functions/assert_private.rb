Puppet::Parser::Functions.newfunction(:assert_private) # stub: overcat runs its native assert_private; the cases' expectations come from stdlib 9.7
