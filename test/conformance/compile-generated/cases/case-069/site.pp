define d1 (
  $extra = 'extra-default',
) {
  notify { "${title}-d11": message => $title, tag => 'alpha' }
}
define d2 (
  $extra = 'extra-default',
  $msg = 'msg-default',
) {
  notify { "${title}-d22": message => 'fixed', tag => 'gamma', require => Notify["${title}-d21"] }
  notify { "${title}-d21": message => $extra, tag => 'db' }
  File { noop => true }
}
class c1 {
  if defined('notify') {
    notify { 'c1-if-n1': }
  } else {
    notify { 'c1-else-n1': message => 'not' }
  }
  notify { ['c1-n1', 'c1-n2']: message => 'world', withpath => true }
}
package { 'pkg1': noop => true, ensure => '1.2.3' }
require c1
exec { 'run1': command => 'touch /tmp/x', subscribe => Package['pkg1'], tag => 'gamma' }
service { 'svc1': loglevel => 'info', before => [Exec['run1'], Notify['c1-n2']] }
notify { 'n1': tag => 'web', message => "${trusted[certname]} says hi" }
package { 'pkg2': subscribe => Service['svc1'], * => { 'notify' => Service['svc1'] } }
user { 'user1': managehome => false, * => {  } }
@service { 'svc2': ensure => 'running' }
[Exec['run1'], User['user1']] -> Notify <| title == 'run1' and message == 42 |>
tag 'beta'
@@user { 'user2': tag => 'gamma', ensure => 'absent' }
notify { ['n2', 'n3', 'n4']: withpath => false, subscribe => Notify['c1-n1'] }
file { '/tmp/f1': subscribe => [Exec['run1']], * => {  } }
[Package['pkg1'], Notify['n4']] <- Service <| message == 'world' |> <~ User['user1']
if defined('$x') {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
package { 'pkg3': tag => 'alpha', notify => Package['pkg2'] }
if defined('c1') {
  notify { 'if-n2': }
} else {
  notify { 'else-n2': message => 'not' }
}
notify { 'n5': tag => ['gamma', 'web'], subscribe => Notify['n3'] }
notify {
  default: withpath => false;
  'n6': loglevel => 'info';
  'n7': require => Package['pkg1'];
  'n8': tag => 'alpha';
}
package { ['pkg4', 'pkg5']: loglevel => 'info' }
package { ['pkg6', 'pkg7', 'pkg8']: tag => ['gamma', 'alpha'], noop => true }
Notify['n6'] -> Notify['n2'] ~> Class['c1']
notify { 'n9': noop => false, message => true }
