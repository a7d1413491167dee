class c1 (
  Variant[Integer, String] $p1 = 'one',
  Optional[String] $p2 = undef,
) {
  file { '/tmp/c1-f1': tag => ['gamma', 'beta'], noop => false }
  notify { ['c1-n1', 'c1-n2', 'c1-n3']: message => ['a', 'b'], withpath => false }
  service {
    default: enable => false, tag => 'db';
    'c1-svc1': enable => false;
  }
  package { ['c1-pkg1', 'c1-pkg2']: ensure => 'latest', tag => ['beta', 'alpha'] }
}
class c2 (
  Variant[Integer, String] $p1 = 'one',
  Enum['a', 'b'] $p2 = 'a',
) {
  exec { ['c2-run1', 'c2-run2']: command => '/bin/true', tag => ['gamma', 'web'], path => ['/bin', '/usr/bin'] }
  tag 'gamma'
  tag 'web'
}
class c3 (
  Integer $p1 = 1,
  Enum['a', 'b'] $p2 = 'a',
  Variant[Integer, String] $p3 = 1,
) inherits c2 {
  Exec['c2-run1'] { tag => 'gamma' }
  include c1
}
tag 'beta'
$v12 = 'val'
Notify <| ensure == 'present' |> -> Notify <| tag == 'alpha' |>
require c1
notify { 'n1': loglevel => 'warning' }
Notify <| ensure == 'running' |> -> Notify['c1-n3']
notify { 'n2': notify => Package['c1-pkg1'], message => "${module_name} says hi" }
if defined('c3') {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
File { mode => '0600' }
@user {
  default: managehome => false;
  'user1': subscribe => Notify['n2'];
  'user2': require => Notify['n2'];
  'user3': notify => Notify['n1'];
}
realize([User['user2']])
Package { noop => false, ensure => '1.2.3' }
