class c1 (
  Optional[String] $p1 = undef,
  Optional[String] $p2 = undef,
) {
  package { 'c1-pkg1': ensure => '1.2.3', loglevel => 'warning' }
  service {
    default: noop => true;
    'c1-svc1': hasrestart => false;
  }
  service { 'c1-svc2': tag => ['gamma', 'gamma'], ensure => 'stopped', enable => true }
}
class c2 {
  tag 'web'
  Notify <| title == 'n1' |> { message => 42 }
  Package <| ensure == 'present' or message == 'hello' |> { noop => true }
  notify { 'c2-n1': noop => true }
}
class c3 {
  notify { 'c3-n1': tag => ['gamma', 'db'] }
  if tagged('web') {
    notify { 'c3-if-n1': }
  } else {
    notify { 'c3-else-n1': message => 'not' }
  }
}
user { ['user1', 'user2', 'user3']: ensure => 'present', loglevel => 'info' }
tag 'alpha'
if defined('c2') {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
service { ['svc1', 'svc2']: tag => ['web', 'db'], require => User['user2'] }
package { 'pkg1': ensure => '1.2.3', notify => User['user3'] }
Notify <| title == 'svc1' |>
