define d1 (
  $msg = 'msg-default',
  $extra = 'extra-default',
) {
  notify { "${title}-d11": message => $msg }
  File { noop => true }
}
define d2 (
  $level = 'level-default',
) {
  notify { "${title}-d21": message => 'fixed' }
}
class c1 {
  if defined('notify') {
    notify { 'c1-if-n1': }
  } else {
    notify { 'c1-else-n1': message => 'not' }
  }
  exec { 'c1-run1': command => '/bin/true', refreshonly => true }
}
notify { 'n1': tag => 'db', withpath => false }
tag 'db'
class { 'c1': }
Service <|  |> -> Notify['n1']
$v13 = { 'k' => 'v' }
notify { 'n2': noop => false }
File { noop => false, ensure => 'directory' }
Package { ensure => 'absent', subscribe => [Notify['n1'], Exec['c1-run1']] }
include c1
include c1
package { 'pkg1': subscribe => Notify['n2'], loglevel => 'warning' }
Notify['n2'] { tag +> ['db', 'gamma'] }
