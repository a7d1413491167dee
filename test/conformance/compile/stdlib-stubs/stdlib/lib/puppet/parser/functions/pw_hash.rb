Puppet::Parser::Functions.newfunction(:pw_hash) # stub: overcat runs its native pw_hash; the cases' expectations come from stdlib 9.7
