class c1 (
  Enum['a', 'b'] $p1 = 'b',
) {
  notify { 'c1-n1': tag => ['web', 'db'], message => 'x y' }
  Exec { loglevel => 'info' }
}
class c2 (
  Variant[Integer, String] $p1 = 1,
  Integer $p2 = 80,
  Optional[String] $p3 = 'o',
) {
  @notify { 'c2-n1': tag => 'web' }
  file { '/tmp/c2-f1': noop => false, * => { 'owner' => 'root' } }
  exec { 'c2-run1': command => '/usr/bin/env echo hi', tag => ['beta', 'web'] }
}
Notify { tag => 'db' }
contain c2
$v9 = { 'k' => 'v' }
Notify <| tag != 'db' |> { message => 'hello' }
@service { 'svc1': tag => ['web', 'db'], require => [Exec['c2-run1']] }
realize([Notify['c2-n1']])
tag 'beta'
Package { noop => true }
File['/tmp/c2-f1'] -> File <| title == 'c2-n1' or ensure == 'directory' |>
tag 'gamma'
Service { loglevel => 'info' }
Service { tag => ['db', 'alpha'] }
$v19 = { 'k' => 'v' }
service { 'svc2': before => Class['c2'], tag => 'db', notify => Notify['c2-n1'] }
File { tag => 'db' }
file { '/tmp/f1': mode => '0600' }
contain c1
file { ['/tmp/f2', '/tmp/f3']: tag => 'beta' }
file { '/tmp/f4': loglevel => 'warning' }
exec { 'run1': command => 'touch /tmp/x', path => ['/bin', '/usr/bin'] }
tag 'beta'
File['/tmp/f4'] { before => Service['svc2'] }
file { ['/tmp/f5', '/tmp/f6', '/tmp/f7']: loglevel => 'info', tag => ['web', 'web'] }
Notify <| tag != 'alpha' and message == 'world' |> <~ Notify['c2-n1']
notify { 'n1': message => undef, withpath => false, before => File['/tmp/f3'] }
exec { ['run2', 'run3']: path => ['/bin', '/usr/bin'], command => 'touch /tmp/x' }
notify { 'n2': tag => 'gamma', subscribe => Class['c2'] }
Exec['run3'] <- Exec['run3'] -> Exec['run3']
$v35 = [1, 2]
$v36 = { 'k' => 'v' }
