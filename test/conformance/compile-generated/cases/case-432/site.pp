define d1 (
  $msg = 'msg-default',
  $level = 'level-default',
) {
  notify { "${title}-d11": message => "${name}: ${msg}", tag => 'db' }
}
define d2 (
  $level = 'level-default',
) {
  notify { "${title}-d21": message => "${name}: ${level}", tag => 'web' }
}
class c1 (
  Integer $p1 = 1,
  Integer $p2 = 80,
) {
  user {
    default: noop => true;
    'c1-user1': noop => true, tag => ['beta', 'db'];
  }
  Package { loglevel => 'warning', ensure => 'latest' }
  Package <| tag == 'beta' |> { noop => true }
  notify { ['c1-n1', 'c1-n2', 'c1-n3']: message => '', loglevel => 'info' }
}
class c2 (
  Variant[Integer, String] $p1 = 1,
  Variant[Integer, String] $p2 = 'one',
) {
  d1 { ['c2-d1-n1', 'c2-d1-n2']: level => 7 }
  user { 'c2-user1': loglevel => 'info', * => {  } }
  @user {
    default: groups => [], tag => 'gamma';
    'c2-user2': require => Notify['c2-d1-n1-d11'];
  }
}
$v13 = { 'k' => 'v' }
package { 'pkg1': tag => ['alpha', 'alpha'] }
Notify <|  |> -> File <| message == 'x y' |> <~ Package['pkg1']
notify { ['n1', 'n2']: tag => ['gamma', 'db'], withpath => true }
Notify['n1'] -> Package['pkg1'] ~> [Notify['n1']]
Service { tag => 'gamma' }
if defined(Notify['n1']) {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
service {
  default: tag => ['beta', 'alpha'];
  'svc1': notify => Notify['n2'];
}
@d2 { ['d2-n1', 'd2-n2']: }
tag 'gamma'
exec { 'run1': command => 'touch /tmp/x', subscribe => Package['pkg1'] }
Package['pkg1'] { before => Exec['run1'] }
require c2
File <| tag == 'gamma' |> -> Notify['c2-d1-n2-d11']
@notify {
  default: message => 'x y';
  'n3': notify => Exec['run1'];
}
Notify <| tag == 'gamma' and message == 'x y' |> { require => Notify['c2-d1-n1-d11'] }
Notify { withpath => false, tag => ['beta', 'gamma'] }
@@exec { 'run2': command => '/usr/bin/env echo hi', tag => 'alpha', timeout => 30 }
@notify { 'n4': subscribe => [Service['svc1']], * => {  } }
Notify['c2-d1-n1-d11'] <- Notify['c2-d1-n2-d11']
D2 <| message == 'world' |>
user { 'user1': tag => ['alpha', 'beta'], managehome => true }
exec { ['run3', 'run4', 'run5']: command => '/bin/true', timeout => '300' }
class { 'c2': }
