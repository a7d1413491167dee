class c1 (
  String $p1 = 'x y',
  Integer $p2 = 80,
  Boolean $p3 = true,
) {
  notify { 'c1-n1': tag => ['db', 'beta'], * => {  } }
  tag 'gamma'
}
exec { 'run1': command => '/bin/true' }
@file { '/tmp/f1': owner => 'www-data', tag => ['web', 'gamma'], notify => Exec['run1'] }
Notify { notify => Exec['run1'], tag => ['db', 'db'] }
Exec['run1'] ~> File <| ensure == 'directory' |> <~ Exec['run1']
@file { '/tmp/f2': tag => 'gamma', noop => true }
