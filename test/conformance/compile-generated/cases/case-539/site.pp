define d1 (
  $level = 'level-default',
) {
  notify { "${title}-d12": message => "${name}: ${level}", tag => 'gamma', require => Notify["${title}-d11"] }
  notify { "${title}-d11": message => $title }
}
define d2 (
  $extra = 'extra-default',
) {
  notify { "${title}-d21": message => "${name}: ${extra}", tag => 'web' }
  d1 { "${name}-in": }
}
class c1 (
  Array[String] $p1 = ['x'],
  Boolean $p2 = true,
) {
  Exec { path => ['/bin', '/usr/bin'], refreshonly => false }
}
class c2 inherits c1 {
  service { ['c2-svc1', 'c2-svc2', 'c2-svc3']: tag => ['db', 'gamma'], loglevel => 'warning' }
  notify { 'c2-n1': loglevel => 'warning', message => 3.5 }
}
Notify <| ensure == 'directory' |>
tag 'web'
exec { 'run1': command => '/bin/true', noop => false }
notify { 'n1': require => Exec['run1'], loglevel => 'info' }
notify {
  default: withpath => false;
  'n2': notify => Notify['n1'];
  'n3': withpath => true, noop => false;
}
Package <| tag == 'alpha' |> { require => Notify['n2'] }
