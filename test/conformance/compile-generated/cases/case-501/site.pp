define d1 (
  $level = 'level-default',
) {
  notify { "${title}-d11": message => "${name}: ${level}" }
}
define d2 (
  $level = 'level-default',
) {
  notify { "${title}-d21": message => 'fixed', tag => 'gamma' }
}
class c1 (
  Boolean $p1 = true,
  Enum['a', 'b'] $p2 = 'a',
  Optional[String] $p3 = 'o',
) {
  Notify { tag => 'alpha' }
  if defined('$p1') {
    notify { 'c1-if-n1': }
  } else {
    notify { 'c1-else-n1': message => 'not' }
  }
  exec {
    default: refreshonly => false, tag => ['web', 'gamma'];
    'c1-run1': timeout => 1001, path => ['/bin', '/usr/bin'];
  }
  Notify { loglevel => 'info' }
}
class c2 (
  String $p1 = 's',
  Boolean $p2 = false,
  String $p3 = 'abc',
) {
  @package { 'c2-pkg1': loglevel => 'info' }
  Package { tag => 'beta' }
}
class c3 (
  Boolean $p1 = false,
) {
  @service { 'c3-svc1': enable => false, ensure => 'running' }
  Package { loglevel => 'warning', ensure => 'absent' }
  user { 'c3-user1': shell => '/bin/sh', noop => false }
}
tag 'alpha'
Package { ensure => 'latest' }
Service <| ensure == 'running' and tag == 'beta' |> <~ Service <| ensure == 'directory' |>
Exec <| tag != 'db' or message == 'hello' |>
$v21 = 'val'
user { 'user1': noop => true, tag => 'alpha' }
@notify { ['n1', 'n2']: loglevel => 'warning', require => User['user1'] }
tag 'alpha'
package { 'pkg1': before => User['user1'] }
user { 'user2': tag => ['db', 'gamma'], uid => '300' }
include c1
package { 'pkg2': require => Exec['c1-run1'], * => {  } }
require c2
@user { 'user3': shell => '/bin/bash', noop => true }
if defined(User['user2']) {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
[User['user1'], Package['pkg2']] <~ User['user2'] ~> Package['pkg2']
include c2
Notify { before => [Exec['c1-run1']], message => 'hello' }
package { 'pkg3': tag => ['alpha', 'gamma'], noop => false, notify => Exec['c1-run1'] }
Notify { tag => ['web', 'gamma'] }
include c3
include nosuch
