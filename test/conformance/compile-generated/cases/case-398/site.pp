define d1 (
  $level = 'level-default',
) {
  notify { "${title}-d12": message => 'fixed', tag => 'alpha' }
  notify { "${title}-d11": message => $level }
}
class c1 (
  String $p1 = 'x y',
  Optional[String] $p2 = 'o',
) {
  exec { ['c1-run1', 'c1-run2', 'c1-run3']: command => '/usr/bin/env echo hi', tag => ['web', 'gamma'], loglevel => 'info' }
  user { 'c1-user1': shell => '/bin/bash' }
}
class c2 (
  Optional[String] $p1 = undef,
  String $p2 = 'x y',
) {
  tag 'gamma'
  @user { 'c2-user1': groups => 'users' }
  notify {
    default: loglevel => 'info';
    'c2-n1': message => 42;
    'c2-n2': tag => ['beta', 'db'], loglevel => 'warning';
  }
}
package { 'pkg1': tag => 'beta', loglevel => 'warning' }
File <| title == 'pkg1' and ensure == 'running' |> -> Package['pkg1']
package { 'pkg2': ensure => '1.2.3' }
$v13 = 'val'
if defined(Package['pkg1']) {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
