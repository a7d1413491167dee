define d1 (
  $extra = 'extra-default',
) {
  notify { "${title}-d12": message => "${name}: ${extra}", require => Notify["${title}-d11"] }
  notify { "${title}-d11": message => "${name}: ${extra}", tag => 'db' }
}
define d2 (
  $level = 'level-default',
) {
  notify { "${title}-d22": message => $level, tag => 'beta' }
  notify { "${title}-d21": message => "${name}: ${level}", tag => 'web' }
  Notify { noop => true }
  d1 { "${name}-in": }
}
package { 'pkg1': noop => true, loglevel => 'warning', ensure => '1.2.3' }
Notify <| tag == 'db' or tag != 'alpha' |> ~> Package['pkg1']
d1 { 'd1-n1': }
notify { 'n1': tag => ['web', 'web'], loglevel => 'warning', before => Notify['d1-n1-d11'] }
d2 { ['d2-n1', 'd2-n2']: }
package {
  default: before => Package['pkg1'];
  'pkg2': before => Notify['d1-n1-d12'], ensure => 'latest';
  'pkg3': noop => false, tag => ['alpha', 'alpha'];
}
Notify['n1'] { require +> Notify['d2-n1-in-d12'] }
