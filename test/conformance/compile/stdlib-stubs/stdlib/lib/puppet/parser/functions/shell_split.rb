Puppet::Parser::Functions.newfunction(:shell_split) # stub: overcat runs its native shell_split; the cases' expectations come from stdlib 9.7
