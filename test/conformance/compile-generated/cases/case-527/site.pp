define d1 (
  $extra = 'extra-default',
) {
  notify { "${title}-d11": message => 'fixed' }
}
define d2 (
  $extra = 'extra-default',
) {
  notify { "${title}-d21": message => "${name}: ${extra}", tag => 'db' }
  File { noop => true }
  d1 { "${name}-in": }
}
class c1 (
  Integer $p1 = 80,
) {
  file { ['/tmp/c1-f1', '/tmp/c1-f2']: owner => 'www-data' }
}

