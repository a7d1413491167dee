# A plain `:name` value is a Ruby Symbol to Psych, no Puppet::LookupValue: its lookup fails,
# where a quoted one is a String and the file's other keys are found.
notify { 'other': message => lookup('other') }
notify { 'quoted': message => lookup('quoted') }
notify { 'sym': message => String(lookup('sym')) }
