define d1 (
  $extra = 'extra-default',
) {
  notify { "${title}-d11": message => $title }
}
class c1 (
  Enum['a', 'b'] $p1 = 'b',
  Boolean $p2 = true,
  Boolean $p3 = false,
) {
  User <| tag != 'db' |> { require +> Notify['ghost'] }
  File { ensure => 'absent', owner => 'www-data' }
  notify { 'c1-n1': message => 'world', withpath => false }
  d1 { 'c1-d1-n1': extra => 'v1' }
}
File { noop => false, mode => '0755' }
package { 'pkg1': tag => ['alpha', 'beta'], * => {  } }
service { 'svc1': before => Package['pkg1'], * => {  } }
notify { 'n1': tag => 'gamma', loglevel => 'info' }
Package['pkg1'] { require +> Notify['n1'] }
$v12 = [1, 2]
Notify { notify => Service['svc1'] }
