# A binary String is a String to the language: ==, =~, in, case, selectors, types and hash keys
# see its text (Ruby compares ASCII strings of any encoding alike).
$h = pw_hash('secret', 'MD5', 'abc')
$t = '$1$abc$h1qcnfg/shalpkd8ctsq2.'
notify { 'eq': message => $h == $t }
notify { 'eq-exact': message => $h == '$1$abc$H1QcNfG/SHaLpKD8cTSQ2.' }
notify { 'ne': message => $h != 'other' }
notify { 'lt': message => $h < 'z' }
notify { 'is-string': message => $h =~ String }
notify { 'is-string-size': message => $h =~ String[34, 34] }
notify { 'is-pattern': message => $h =~ Pattern[/^\$1\$/] }
notify { 'is-enum': message => $h =~ Enum['$1$abc$H1QcNfG/SHaLpKD8cTSQ2.'] }
notify { 'is-data': message => [$h] =~ Array[Data] }
notify { 'regexp': message => $h =~ /abc/ }
notify { 'in-array': message => $h in ['$1$abc$H1QcNfG/SHaLpKD8cTSQ2.'] }
notify { 'in-string': message => 'abc' in $h }
notify { 'key': message => { $h => 1 } }
notify { 'key-lookup': message => { $t => 'found' }[$h] }
notify { 'case':
  message => case $h {
    /^\$1\$/: { 'regexp' }
    default: { 'none' }
  },
}
notify { 'selector': message => $h ? { String => $h, default => 'no' } }
