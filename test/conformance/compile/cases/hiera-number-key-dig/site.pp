# A dotted key's number segment (`pools.1`) digs into a hash keyed by the YAML number 1, and a
# quoted one (`pools.'1'`) into a hash keyed by the string '1', each not the other, as Puppet's
# sub-lookup compares Ruby keys.
notify { 'number': message => lookup('pools.1') }
notify { 'number-in-string-keys': message => lookup('quoted.1', undef, undef, 'not found') }
notify { 'string-in-number-keys': message => lookup("pools.'1'", undef, undef, 'not found') }
notify { 'string': message => lookup("quoted.'1'") }
notify { 'negative': message => lookup('pools.-2') }
notify { 'interpolated': message => lookup('text') }
