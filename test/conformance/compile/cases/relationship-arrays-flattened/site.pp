# The catalog writes a relationship metaparameter's array flattened, undef left out, and any
# parameter's array that holds a resource reference flattened (Puppet::Resource#to_hash and
# copy_as_resource): tempest's `require => [Package[$dev_packages]]`.
$packages = ['gcc', 'make']
package { $packages: }
file { '/a': }
file { '/b': }
exec { 'build':
  command => '/bin/true',
  require => [Package[$packages], undef, [File['/a']]],
  before  => [[File['/b']]],
}
notify { 'refs':
  message => [['x', 'y'], File['/a']],
}
notify { 'no refs':
  message => [['x', 'y'], ['z', undef]],
}
notify { 'class refs':
  message => [[Class['main']], 'w'],
}
