define d1 (
  $extra = 'extra-default',
) {
  notify { "${title}-d12": message => $title, require => Notify["${title}-d11"] }
  notify { "${title}-d11": message => 'fixed' }
  Notify { noop => true }
}
class c1 (
  Integer $p1 = 8080,
  Integer $p2 = 80,
) {
  notify {
    default: tag => 'db';
    'c1-n1': noop => false, message => ['a', 'b'];
  }
}
class c2 (
  Enum['a', 'b'] $p1 = 'b',
  Integer $p2 = 8080,
) {
  if defined(Class['c1']) {
    notify { 'c2-if-n1': }
  } else {
    notify { 'c2-else-n1': message => 'not' }
  }
  Package { ensure => 'latest' }
  notify { ['c2-n1', 'c2-n2']: withpath => true }
  File { tag => ['web', 'alpha'], owner => 'root' }
}
stage { 'pre': before => Stage['main'] }
File { noop => true }
Notify <| title == 'n1' |>
exec { ['run1', 'run2', 'run3']: path => ['/bin', '/usr/bin'] }
include c1
user { 'user1': uid => 1001, loglevel => 'warning', noop => true }
notify { ['n1', 'n2', 'n3']: tag => ['db', 'alpha'] }
Service <|  |>
contain c1
package { ['pkg1', 'pkg2', 'pkg3']: noop => true, ensure => 'absent' }
Notify['c1-n1'] -> [Exec['run3']]
service { 'svc1': notify => Class['c1'], * => { 'before' => User['user1'] } }
realize(Notify['ghost'])
