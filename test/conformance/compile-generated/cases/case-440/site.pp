define d1 (
  $extra = 'extra-default',
) {
  notify { "${title}-d11": message => 'fixed', tag => 'db' }
  File { noop => true }
}
class c1 (
  Integer $p1 = 1,
  Variant[Integer, String] $p2 = 1,
  Integer $p3 = 8080,
) {
  notify { 'c1-n1': noop => false, message => "${p3} says hi", tag => ['web', 'web'] }
  notify { 'c1-n2': tag => ['beta', 'web'], * => { 'message' => 'x y' } }
}
File <| tag != 'beta' |> <~ Notify <| message == 42 and title == 'n1' |>
file {
  default: tag => ['alpha', 'gamma'];
  '/tmp/f1': tag => 'db';
  '/tmp/f2': owner => 'www-data', ensure => 'directory';
  '/tmp/f3': tag => ['db', 'beta'];
}
File['/tmp/f1'] { before +> File['/tmp/f1'] }
Notify <| title == '/tmp/f3' and tag == 'db' |> { message => 'hello' }
file { '/tmp/f4': tag => ['gamma', 'db'], * => {  } }
Notify <| tag != 'web' or tag == 'beta' |>
File['/tmp/f3'] { before => [File['/tmp/f2'], File['/tmp/f1']] }
notify { ['n1', 'n2', 'n3']: loglevel => 'info' }
service { 'svc1': tag => ['alpha', 'web'], ensure => 'stopped', notify => [File['/tmp/f2'], File['/tmp/f4']] }
require c1
File['/tmp/f1'] ~> [Notify['n1'], File['/tmp/f4']] -> [Notify['n2'], File['/tmp/f3']]
Package <| tag != 'db' |>
@file { '/tmp/f5': owner => 'www-data', mode => '0600', subscribe => Notify['c1-n1'] }
package { 'pkg1': notify => Notify['n1'] }
Notify['n3'] { withpath => true }
notify { 'n4': message => 'x y', noop => true, before => File['/tmp/f2'] }
