define d1 (
  $extra = 'extra-default',
) {
  notify { "${title}-d12": message => $title, tag => 'db', require => Notify["${title}-d11"] }
  notify { "${title}-d11": message => $extra, tag => 'db' }
  File { noop => true }
}
class c1 {
  @file { '/tmp/c1-f1': tag => 'beta', content => 'c' }
}
notify { ['n1', 'n2', 'n3']: message => 'hello', tag => ['gamma', 'beta'] }
Exec { timeout => '300' }
$v8 = [1, 2]
notify { 'n4': message => 42 }
user { 'user1': notify => Notify['n3'] }
notify { 'n5': before => Notify['n4'], tag => 'gamma', require => [Notify['n4']] }
package { ['pkg1', 'pkg2']: tag => ['db', 'gamma'] }
notify { 'n6': subscribe => [Notify['n1'], Notify['n3']], loglevel => 'warning', withpath => false }
@d1 { 'd1-n1': extra => 7 }
notify { ['n7', 'n8']: withpath => true, loglevel => 'warning' }
Notify { message => "tab\there", noop => false }
Notify <| tag == 'gamma' or ensure == 'directory' |>
require c1
[Notify['n4'], Notify['n7']] -> [Notify['n4']] -> Notify['n5']
file { ['/tmp/f1', '/tmp/f2', '/tmp/f3']: subscribe => Notify['n3'] }
file { '/tmp/f4': content => 'data', notify => Notify['n6'] }
$v22 = { 'k' => 'v' }
tag 'alpha'
[Package['pkg1']] <- Class['c1'] ~> Package['pkg2']
User { subscribe => Package['pkg2'] }
$v26 = { 'k' => 'v' }
$v27 = 'val'
if defined(File['/tmp/f1']) {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
package { 'pkg3': ensure => 'installed' }
