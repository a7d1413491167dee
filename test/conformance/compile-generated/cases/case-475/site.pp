class c1 {
  if defined('notify') {
    notify { 'c1-if-n1': }
  } else {
    notify { 'c1-else-n1': message => 'not' }
  }
}
class c2 (
  Enum['a', 'b'] $p1 = 'b',
  Boolean $p2 = false,
  Enum['a', 'b'] $p3 = 'b',
) {
  package { 'c2-pkg1': tag => 'alpha' }
  tag 'db'
  service { ['c2-svc1', 'c2-svc2']: noop => true }
}
class c3 {
  user {
    default: groups => 'users';
    'c3-user1': managehome => false;
    'c3-user2': tag => ['alpha', 'db'];
    'c3-user3': tag => 'db';
  }
  Notify { loglevel => 'info' }
  notify {
    default: message => ['a', 'b'];
    'c3-n1': loglevel => 'info', noop => true;
    'c3-n2': loglevel => 'info';
    'c3-n3': tag => ['alpha', 'beta'], message => ['a', 'b'];
  }
}
stage { 'pre': before => Stage['main'] }
Notify <|  |>
notify { 'n1': loglevel => 'warning', withpath => true }
service { 'svc1': hasrestart => true }
package { 'pkg1': noop => false }
Notify <| title == 'n1' |> { require => Package['pkg1'] }
exec { 'run1': command => '/bin/true' }
Notify <| tag == 'db' |>
@service { 'svc2': tag => 'alpha', subscribe => [Package['pkg1']] }
file { '/tmp/f1': content => "line\n" }
Notify { noop => false }
