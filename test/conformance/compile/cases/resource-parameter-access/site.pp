# A titled reference's keys read the parameters of the resource in the catalog as it stands.
class c($p1 = 'one', $p2 = 'two') { }
class { 'c': p1 => 'given' }
File { group => 'wheel' }
file { '/x': mode => '0644', require => Notify['n1'] }
notify { 'n1': message => 'm1' }
define d($v = 'dv') { }
d { 'dd': v => 'given' }
d { 'dflt': }
notify { 'access': message => {
  'mode' => File['/x']['mode'],
  'group' => File['/x']['group'],
  'several' => File['/x'][mode, group],
  'array' => File['/x'][['mode']],
  'empty' => File['/x'][[]],
  'undef' => File['/x'][undef],
  'unset' => File['/x']['owner'],
  'meta' => File['/x']['require'],
  'class' => [Class['c']['p1'], Class[c][p2]],
  'define' => [D['dd']['v'], D['dflt']['v'], D['dd']['name']],
  'notify' => Notify['n1']['message'],
} }
