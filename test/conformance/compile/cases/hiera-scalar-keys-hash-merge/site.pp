# Puppet's hash merge takes Hash[String, Data]: two levels holding a hash keyed by YAML numbers
# (`1:`) fail it, where a deep merge of the same hashes succeeds (hiera-scalar-keys).
notify { 'hash': message => lookup('pools', Hash, 'hash').keys.join(',') }
