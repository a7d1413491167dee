define d1 (
  $extra = 'extra-default',
) {
  notify { "${title}-d12": message => $title, tag => 'gamma', require => Notify["${title}-d11"] }
  notify { "${title}-d11": message => $title }
  File { noop => true }
}
class c1 (
  Boolean $p1 = false,
  Optional[String] $p2 = undef,
  String $p3 = 's',
) {
  service { 'c1-svc1': ensure => 'stopped', hasrestart => true, tag => 'alpha' }
  file { '/tmp/c1-f1': loglevel => 'info', mode => '0755' }
  @notify { 'c1-n1': noop => false, message => undef }
}
d1 { ['d1-n1', 'd1-n2']: }
File <| message == 'x y' |>
$v10 = [1, 2]
$v11 = [1, 2]
include c1
file { '/tmp/f1': ensure => 'file', tag => 'gamma' }
Notify { withpath => false, loglevel => 'info' }
File { loglevel => 'warning' }
service { 'svc1': loglevel => 'warning', noop => true }
file { '/tmp/f2': owner => 'www-data', ensure => 'present', mode => '0755' }
tag 'db'
tag 'db'
@file { ['/tmp/f3', '/tmp/f4']: subscribe => File['/tmp/c1-f1'], owner => 'www-data' }
exec { 'run1': path => ['/bin', '/usr/bin'], require => Notify['d1-n1-d12'], notify => Notify['d1-n1-d12'] }
realize(Notify['c1-n1'])
Notify <| (tag == 'beta' or message == 'hello') and title == 'c1-n1' |> <~ Service['c1-svc1'] -> Notify <| tag != 'web' |>
user { 'user1': require => Notify['d1-n2-d11'], shell => '/bin/sh' }
exec { 'run2': command => 'touch /tmp/x', require => Notify['d1-n1-d12'], subscribe => Notify['d1-n1-d12'] }
User { managehome => true }
Service['svc1'] { require => [Service['svc1']] }
Notify <| tag != 'beta' |> { require => Notify['d1-n1-d11'] }
exec { 'run3': command => 'touch /tmp/x', path => ['/bin', '/usr/bin'], subscribe => Notify['d1-n2-d12'], before => Notify['d1-n1-d11'] }
d1 { ['d1-n3', 'd1-n4']: extra => 'v2' }
notify { 'n1': require => Service['svc1'], tag => 'web' }
