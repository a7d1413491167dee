# An unquoted date in a Hiera data file is a Date to Psych, which Puppet's safe YAML load refuses.
notify { 'other': message => lookup('other') }
notify { 'release': message => lookup('release') }
