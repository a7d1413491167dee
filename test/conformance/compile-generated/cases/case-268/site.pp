define d1 (
  $msg = 'msg-default',
) {
  notify { "${title}-d12": message => $msg, require => Notify["${title}-d11"] }
  notify { "${title}-d11": message => $msg }
}
define d2 (
  $msg = 'msg-default',
  $extra = 'extra-default',
) {
  notify { "${title}-d21": message => $title }
  d1 { "${name}-in": }
}
class c1 (
  Optional[String] $p1 = 'o',
  Variant[Integer, String] $p2 = 'one',
) {
  notify {
    default: message => "${p1} says hi";
    'c1-n1': message => 'x y';
  }
  Notify { message => "${p2} says hi", noop => true }
  notify { 'c1-n2': message => "tab\there" }
  tag 'alpha'
}
class c2 (
  Boolean $p1 = true,
) {
  exec { ['c2-run1', 'c2-run2']: command => '/usr/bin/env echo hi', path => ['/bin', '/usr/bin'] }
  require c1
  user { 'c2-user1': groups => [], noop => true }
  notify { ['c2-n1', 'c2-n2']: noop => true }
}
Notify { tag => ['db', 'db'] }
@@service { 'svc1': tag => 'web', loglevel => 'warning' }
notify { 'n1': withpath => false }
$v19 = { 'k' => 'v' }
d1 { 'd1-n1': msg => 'v1' }
Package <|  |>
package { 'pkg1': tag => ['db', 'web'], ensure => 'latest' }
Notify['n1'] { before +> Notify['d1-n1-d11'] }
Service <|  |>
contain c1
tag 'alpha'
Notify['c1-n2'] <~ Notify['c1-n2']
notify { 'n2': message => undef, noop => true }
$v29 = [1, 2]
User { managehome => true, require => Notify['n2'] }
