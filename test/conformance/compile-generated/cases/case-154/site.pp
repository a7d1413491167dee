define d1 (
  $extra = 'extra-default',
  $msg = 'msg-default',
) {
  notify { "${title}-d11": message => "${name}: ${extra}" }
  File { noop => true }
}
notify { 'n1': tag => ['web', 'gamma'], loglevel => 'info', message => "${trusted[certname]} says hi" }
file { '/tmp/f1': subscribe => Notify['n1'] }
user { 'user1': ensure => 'present', notify => Notify['n1'] }
d1 { 'd1-n1': extra => 'v2', msg => 'v2' }
d1 { 'd1-n2': extra => 7 }
file { ['/tmp/f2', '/tmp/f3', '/tmp/f4']: notify => File['/tmp/f1'], tag => 'beta' }
File <| ensure == 'directory' |> { tag => 'alpha' }
notify { 'n2': tag => ['gamma', 'alpha'], notify => Notify['d1-n2-d11'] }
user { 'user2': loglevel => 'warning' }
User['user2'] ~> File['/tmp/f4']
File { ensure => 'absent', subscribe => Notify['d1-n1-d11'] }
@notify {
  default: require => [User['user1'], User['user2']];
  'n3': message => "${module_name} says hi";
  'n4': require => Notify['d1-n2-d11'];
  'n5': notify => User['user2'], message => "${module_name} says hi";
}
@d1 { 'd1-n3': }
@d1 { 'd1-n4': }
package { ['pkg1', 'pkg2', 'pkg3']: notify => File['/tmp/f3'], subscribe => [File['/tmp/f3']] }
