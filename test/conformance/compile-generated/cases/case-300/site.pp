define d1 (
  $extra = 'extra-default',
) {
  notify { "${title}-d11": message => "${name}: ${extra}", tag => 'gamma' }
}
service { 'svc1': hasrestart => false, tag => 'beta', ensure => 'running' }
Service['svc1'] { noop => false }
@package { ['pkg1', 'pkg2']: before => Service['svc1'], require => Service['svc1'] }
$v5 = 'val'
if defined(Class[main]) {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
