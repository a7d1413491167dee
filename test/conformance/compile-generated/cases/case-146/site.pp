define d1 (
  $level = 'level-default',
  $extra = 'extra-default',
) {
  notify { "${title}-d12": message => 'fixed', tag => 'db', require => Notify["${title}-d11"] }
  notify { "${title}-d11": message => $title, tag => 'db' }
}
user {
  default: groups => [];
  'user1': ensure => 'present';
}
$v4 = [1, 2]
exec { 'run1': command => 'touch /tmp/x', tag => 'gamma', before => User['user1'] }
@notify { 'n1': subscribe => Exec['run1'], tag => 'db', withpath => false }
d1 { ['d1-n1', 'd1-n2']: level => 7 }
package { 'pkg1': tag => 'beta', noop => true }
Notify { tag => 'beta', subscribe => Exec['run1'] }
user { 'user2': require => Notify['d1-n1-d11'] }
notify { 'n2': tag => ['web', 'beta'] }
d1 { ['d1-n3', 'd1-n4']: extra => 7 }
Service { noop => true }
[Notify['d1-n3-d11']] ~> Notify['d1-n1-d11']
file { '/tmp/f1': tag => ['db', 'gamma'], content => "${facts[hostname]}" }
d1 { 'd1-n5': extra => 'v2' }
notify { ['n3', 'n4']: before => Notify['d1-n5-d11'] }
notify { ['n5', 'n6', 'n7']: message => true }
$v19 = [1, 2]
file { '/tmp/f2': subscribe => Notify['n3'], before => Notify['d1-n4-d12'], loglevel => 'warning' }
Notify <| (title == 'd1-n3-d11' and tag != 'beta') and tag != 'beta' |>
