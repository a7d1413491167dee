Puppet::Parser::Functions.newfunction(:values_at) # stub: overcat runs its native values_at; the cases' expectations come from stdlib 9.7
