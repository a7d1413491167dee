Puppet::Functions.create_function(:'inifile::create_ini_settings') {} # stub: overcat runs its native inifile::create_ini_settings; the cases' expectations come from inifile 6.2
