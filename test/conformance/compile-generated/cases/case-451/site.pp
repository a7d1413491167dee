define d1 (
  $msg = 'msg-default',
) {
  notify { "${title}-d11": message => 'fixed' }
}
define d2 (
  $msg = 'msg-default',
) {
  notify { "${title}-d21": message => $title }
}
class c1 (
  Variant[Integer, String] $p1 = 'one',
) {
  Notify <| ensure == 'running' |> { message => undef }
  if tagged('alpha') {
    notify { 'c1-if-n1': }
  } else {
    notify { 'c1-else-n1': message => 'not' }
  }
  notify { ['c1-n1', 'c1-n2', 'c1-n3']: message => "${p1} says hi" }
}
class c2 (
  Enum['a', 'b'] $p1 = 'b',
  Variant[Integer, String] $p2 = 1,
  Enum['a', 'b'] $p3 = 'a',
) {
  notify { 'c2-n1': message => 'hello', tag => ['alpha', 'alpha'], noop => true }
  notify { 'c2-n2': withpath => true, noop => false }
}
stage { 'pre': before => Stage['main'] }
contain c1
Exec { subscribe => [Notify['c1-n3'], Notify['c1-n1']] }
exec { 'run1': tag => ['db', 'db'], * => {  } }
notify { 'n1': notify => Notify['c1-n2'], loglevel => 'warning' }
notify { 'n2': tag => ['db', 'db'] }
Notify <|  |> { require => Notify['n2'] }
Notify <| message == 'x y' |> { message => 'x y' }
$v20 = { 'k' => 'v' }
Exec['run1'] ~> Notify <| title == 'n2' or title == 'n1' |>
user { 'user1': ensure => 'absent', loglevel => 'warning', tag => 'beta' }
User['user1'] { before => [User['user1'], Notify['c1-n2']] }
include c1
if defined('c2') {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
exec { 'run2': command => 'touch /tmp/x', tag => 'db' }
include c1
Exec <| title == 'n1' |>
package { 'pkg1': ensure => 'absent', * => { 'subscribe' => Class['c1'] } }
exec { ['run3', 'run4']: command => '/usr/bin/env echo hi', loglevel => 'warning' }
@user {
  default: tag => 'web';
  'user2': require => Notify['c1-n3'];
}
Package { ensure => 'installed' }
Notify['c1-n1'] ~> Notify <| tag == 'gamma' or ensure == 'present' |> <- Notify['n2']
user { 'user3': tag => 'db', * => { 'managehome' => false } }
