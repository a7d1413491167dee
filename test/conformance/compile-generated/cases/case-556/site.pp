class c1 (
  String $p1 = 'abc',
) {
  Exec { tag => 'db' }
  user { 'c1-user1': groups => 'users' }
  service { 'c1-svc1': ensure => 'running' }
}
class c2 (
  Integer $p1 = 8080,
  Optional[String] $p2 = 'o',
) {
  user { 'c2-user1': tag => 'db' }
  service { ['c2-svc1', 'c2-svc2', 'c2-svc3']: ensure => 'running' }
  Notify { message => "tab\there", noop => false }
  package { 'c2-pkg1': ensure => 'latest' }
}
contain c2
notify { ['n1', 'n2', 'n3']: message => 3.5 }
file { '/tmp/f1': tag => 'alpha', loglevel => 'warning' }
File['/tmp/f1'] { noop => true }
File { before => [Notify['n1']], tag => 'beta' }
Service['c2-svc1'] -> Notify <| title == 'n1' |> ~> Service <|  |>
@@notify { 'n4': noop => true, message => 'world', tag => ['beta', 'db'] }
tag 'alpha'
file { '/tmp/f2': subscribe => [Package['c2-pkg1']] }
file { ['/tmp/f3', '/tmp/f4', '/tmp/f5']: noop => false }
Exec { notify => User['c2-user1'] }
@notify { 'n5': loglevel => 'info', message => 'hello' }
Notify { noop => false }
notify { 'n6': message => 'world' }
if defined(Notify['n3']) {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
@@package { 'pkg1': ensure => '1.2.3' }
notify {
  default: tag => 'alpha';
  'n7': tag => ['gamma', 'beta'];
  'n8': require => [Package['c2-pkg1']];
  'n9': notify => File['/tmp/f1'];
}
@exec { 'run1': command => 'touch /tmp/x', loglevel => 'warning' }
File['/tmp/f5'] { tag => ['db', 'gamma'] }
file {
  default: loglevel => 'warning', subscribe => File['/tmp/f3'];
  '/tmp/f6': owner => 'www-data';
}
package { 'pkg2': require => Notify['n3'], tag => 'beta' }
package { 'pkg3': loglevel => 'warning', tag => 'beta', require => Class['c2'] }
notify { 'n10': tag => ['db', 'gamma'], subscribe => [Notify['n1'], Package['c2-pkg1']] }
realize([Notify['n5']])
Service { subscribe => [Package['pkg3']] }
contain c1
package { 'pkg4': noop => true, require => Class['c2'], ensure => '1.2.3' }
User { uid => 30 }
realize(Notify['ghost'])
