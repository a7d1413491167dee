class c1 (
  Boolean $p1 = false,
) {
  user { 'c1-user1': loglevel => 'info' }
}
class c2 (
  Enum['a', 'b'] $p1 = 'a',
) {
  tag 'gamma'
  package { 'c2-pkg1': tag => ['alpha', 'gamma'], noop => false }
}
notify { 'n1': message => 'x y', withpath => true }
File <| message == 'hello' or tag != 'db' |> -> Notify <| tag == 'web' |> <~ Service <| message == 'x y' and title == 'n1' |>
user { 'user1': ensure => 'present', before => Notify['n1'], tag => 'web' }
@notify {
  default: subscribe => User['user1'];
  'n2': message => ['a', 'b'];
  'n3': tag => ['web', 'beta'];
  'n4': tag => ['alpha', 'gamma'];
}
file { ['/tmp/f1', '/tmp/f2', '/tmp/f3']: mode => '0644' }
exec { 'run1': command => '/usr/bin/env echo hi', tag => ['db', 'beta'], noop => true }
Notify { tag => ['db', 'alpha'] }
$v12 = { 'k' => 'v' }
Notify { notify => Notify['n1'] }
File <|  |>
notify {
  default: message => "tab\there", before => File['/tmp/f3'];
  'n5': tag => 'db', message => "${facts[hostname]} says hi";
  'n6': message => 'multi
line';
}
[Notify['n1'], Notify['n6']] <- [File['/tmp/f2']]
File['/tmp/f1'] { tag => 'db' }
File { owner => 'www-data' }
File['/tmp/f2'] { tag +> 'alpha' }
package { 'pkg1': require => [File['/tmp/f3']], ensure => 'absent', subscribe => Notify['n1'] }
@notify {
  default: require => User['user1'], tag => ['beta', 'gamma'];
  'n7': message => undef, loglevel => 'warning';
  'n8': message => 'x y', noop => false;
}
package { 'pkg2': tag => ['db', 'beta'] }
package { 'pkg3': loglevel => 'warning', * => {  } }
Notify <|  |> { message => '' }
notify {
  default: subscribe => [Package['pkg2']], message => 3.5;
  'n9': message => true;
  'n10': notify => Package['pkg2'];
}
user { 'user2': ensure => 'present', shell => '/bin/bash' }
service { 'svc1': ensure => 'running', require => User['user1'] }
file {
  default: content => 'data', loglevel => 'info';
  '/tmp/f4': require => Package['pkg2'];
  '/tmp/f5': mode => '0644';
  '/tmp/f6': ensure => 'directory';
}
