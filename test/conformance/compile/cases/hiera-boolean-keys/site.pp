# A Hiera hash keyed by a YAML boolean (`no:` is false to Psych) is no Puppet::LookupValue, whose
# hash keys are strings or numbers: Puppet fails the lookup of the value that holds it.
notify { 'ok': message => lookup('numbers').keys.join(',') }
notify { 'flags': message => lookup('flags').keys.join(',') }
