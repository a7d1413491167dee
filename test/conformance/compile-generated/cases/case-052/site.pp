stage { 'pre': before => Stage['main'] }
service { ['svc1', 'svc2']: loglevel => 'warning' }
Service['svc1'] -> Service['svc2']
$v3 = { 'k' => 'v' }
[Service['svc1']] <- Service['svc1'] <- Service['svc1']
Package <| ensure == 'present' |>
notify { 'n1': withpath => true, require => Service['svc1'], tag => 'gamma' }
notify { 'n2': require => Service['svc2'], message => undef }
Service { tag => 'web' }
file { '/tmp/f1': ensure => 'directory', * => { 'loglevel' => 'info' } }
tag 'beta'
file { '/tmp/f2': tag => 'gamma', require => Notify['n1'] }
@notify { 'n3': noop => false, * => { 'loglevel' => 'warning' } }
if defined(Class[main]) {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
@@file { '/tmp/f3': loglevel => 'info' }
Package { ensure => 'absent', require => File['/tmp/f1'] }
Notify['n1'] <- File <| title == 'svc1' and ensure == 'directory' |> <- [Notify['n1']]
$v18 = 'val'
package { ['pkg1', 'pkg2', 'pkg3']: before => Service['svc1'] }
service { ['svc3', 'svc4']: loglevel => 'warning' }
exec { 'run1': refreshonly => false }
Service <| tag == 'web' or message == 'x y' |> <~ Service['svc2']
file { '/tmp/f4': ensure => 'present' }
notify { 'n4': message => undef, loglevel => 'warning', subscribe => Service['svc4'] }
user {
  default: before => [Service['svc3']];
  'user1': tag => 'gamma', before => [Service['svc1'], Service['svc4']];
}
Notify['n2'] { before => [Service['svc3']] }
