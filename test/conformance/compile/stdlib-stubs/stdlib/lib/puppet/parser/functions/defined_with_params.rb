Puppet::Parser::Functions.newfunction(:defined_with_params) # stub: overcat runs its native defined_with_params; the cases' expectations come from stdlib 9.7
