define d1 (
  $extra = 'extra-default',
) {
  notify { "${title}-d12": message => 'fixed', tag => 'web', require => Notify["${title}-d11"] }
  notify { "${title}-d11": message => $extra }
}
define d2 (
  $extra = 'extra-default',
  $level = 'level-default',
) {
  notify { "${title}-d22": message => $extra, require => Notify["${title}-d21"] }
  notify { "${title}-d21": message => "${name}: ${extra}", tag => 'gamma' }
  Notify { noop => true }
  d1 { "${name}-in": }
}
class c1 (
  Enum['a', 'b'] $p1 = 'a',
) {
  tag 'db'
  file { '/tmp/c1-f1': owner => 'www-data' }
  service { 'c1-svc1': enable => false }
}

