define d1 (
  $extra = 'extra-default',
) {
  notify { "${title}-d12": message => $title, require => Notify["${title}-d11"] }
  notify { "${title}-d11": message => $extra }
}
define d2 (
  $extra = 'extra-default',
  $level = 'level-default',
) {
  notify { "${title}-d21": message => "${name}: ${extra}" }
  File { noop => true }
}
class c1 (
  Boolean $p1 = true,
  Boolean $p2 = true,
  Enum['a', 'b'] $p3 = 'b',
) {
  notify { ['c1-n1', 'c1-n2', 'c1-n3']: loglevel => 'warning' }
  notify { ['c1-n4', 'c1-n5']: loglevel => 'warning' }
  package { ['c1-pkg1', 'c1-pkg2']: loglevel => 'warning', tag => 'beta' }
}
d2 { 'd2-n1': level => 'v2' }
$v11 = [1, 2]
