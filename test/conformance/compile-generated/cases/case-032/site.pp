define d1 (
  $level = 'level-default',
) {
  notify { "${title}-d12": message => "${name}: ${level}" }
  notify { "${title}-d11": message => $title }
  File { noop => true }
}
define d2 (
  $level = 'level-default',
) {
  notify { "${title}-d22": message => $level, require => Notify["${title}-d21"] }
  notify { "${title}-d21": message => "${name}: ${level}", tag => 'gamma' }
}
class c1 {
  @notify { 'c1-n1': message => 'x y', tag => 'gamma' }
  Package <| tag != 'alpha' or tag != 'beta' |>
  d1 { ['c1-d1-n1', 'c1-d1-n2']: }
}
class c2 {
  notify { 'c2-n1': message => 'hello', withpath => true, tag => 'web' }
}
d1 { 'd1-n1': }
Notify['d1-n1-d11'] -> Notify['d1-n1-d11']
Notify['d1-n1-d11'] <~ Notify['d1-n1-d12'] <~ Notify['d1-n1-d12']
exec { 'run1': command => 'touch /tmp/x', timeout => 1001, tag => ['alpha', 'db'], path => ['/bin', '/usr/bin'] }
notify {
  default: tag => ['gamma', 'beta'];
  'n1': tag => 'db', before => Notify['d1-n1-d11'];
  'n2': subscribe => Exec['run1'], notify => [Notify['d1-n1-d11']];
  'n3': before => Exec['run1'];
}
Package { ensure => '1.2.3' }
Exec <| message == 42 |>
d2 { 'd2-n1': level => 'v1' }
exec { 'run2': command => '/bin/true', tag => ['gamma', 'db'], loglevel => 'warning', timeout => 30 }
Exec['run2'] { require +> Exec['run2'] }
