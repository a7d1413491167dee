define d1 (
  $extra = 'extra-default',
) {
  notify { "${title}-d11": message => $extra, tag => 'gamma' }
}
class c1 {
  @file { '/tmp/c1-f1': tag => 'beta', content => 'c' }
  exec { 'c1-run1': refreshonly => false, * => { 'tag' => 'gamma' } }
}
class c2 inherits c1 {
  Exec['c1-run1'] { tag => 'beta' }
  tag 'beta'
}
d1 { ['d1-n1', 'd1-n2']: }
Notify <| title == 'd1-n2-d11' |> { require => Notify['d1-n2-d11'] }
$v9 = 'val'
notify { 'n1': loglevel => 'warning', tag => ['web', 'web'], subscribe => Notify['d1-n1-d11'] }
@notify { ['n2', 'n3']: message => 3.5 }
service { 'svc1': require => [Notify['n1']], loglevel => 'warning', ensure => 'stopped' }
notify { 'n4': loglevel => 'info', message => 'hello' }
exec { 'run1': command => 'touch /tmp/x', refreshonly => true }
Notify['n4'] { withpath => true }
Service['svc1'] -> Exec['run1'] ~> [Notify['d1-n2-d11']]
