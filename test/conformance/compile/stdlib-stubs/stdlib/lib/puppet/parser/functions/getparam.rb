Puppet::Parser::Functions.newfunction(:getparam) # stub: overcat runs its native getparam; the cases' expectations come from stdlib 9.7
