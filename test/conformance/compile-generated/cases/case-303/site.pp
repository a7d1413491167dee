class c1 (
  String $p1 = 'x y',
) {
  Exec { tag => 'beta', refreshonly => true }
  tag 'web'
  notify { 'c1-n1': message => "${p1} says hi", tag => ['web', 'beta'], loglevel => 'warning' }
  User <| tag == 'beta' and ensure == 'running' |> { noop => true }
}
stage { 'pre': before => Stage['main'] }
Exec { loglevel => 'warning' }
@service { 'svc1': tag => 'db', hasrestart => false, noop => true }
File { tag => ['alpha', 'gamma'], ensure => 'file' }
User <| message == 'x y' |>
require c1
Notify['c1-n1'] ~> Notify <| ensure == 'present' and ensure == 'directory' |>
tag 'web'
Service { tag => ['beta', 'web'], enable => false }
User { notify => Notify['c1-n1'] }
Class['c1'] ~> Notify['c1-n1'] -> Notify <|  |>
require c1
file { '/tmp/f1': noop => false, before => Notify['c1-n1'], require => Notify['c1-n1'] }
service { 'svc2': before => Notify['c1-n1'], notify => [Notify['c1-n1'], File['/tmp/f1']] }
notify { 'n1': withpath => false }
realize(Service['svc1'])
File['/tmp/f1'] <- [Service['svc1'], Service['svc2']] -> Notify <| tag != 'gamma' |>
Service <| title == '/tmp/f1' |> { noop => false }
notify { ['n2', 'n3', 'n4']: require => Service['svc2'], withpath => false }
@service { 'svc3': notify => [Notify['n1']] }
Notify['c1-n1'] <- Class['c1'] ~> Notify['n2']
Exec { tag => ['alpha', 'alpha'] }
service { ['svc4', 'svc5']: ensure => 'stopped', before => Notify['n4'] }
package { 'pkg1': tag => ['web', 'gamma'], notify => [Notify['n1'], Service['svc1']] }
tag 'gamma'
Service <| (ensure == 'present' or tag == 'alpha') and ensure == 'present' |> { require => Notify['n1'] }
Notify { subscribe => Notify['n1'] }
Package { tag => 'beta', loglevel => 'info' }
