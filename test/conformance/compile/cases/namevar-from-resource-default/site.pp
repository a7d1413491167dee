# A resource default is part of the uniqueness key: Puppet applies it as the resource is made,
# before the catalog aliases the defaulted path, so this title clashes with it.
File { path => '/tmp/x' }
file { 'a': }
file { '/tmp/x': }
