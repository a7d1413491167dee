define d1 (
  $level = 'level-default',
  $msg = 'msg-default',
) {
  notify { "${title}-d12": message => $level, require => Notify["${title}-d11"] }
  notify { "${title}-d11": message => "${name}: ${level}", tag => 'gamma' }
}
define d2 (
  $level = 'level-default',
  $extra = 'extra-default',
) {
  notify { "${title}-d21": message => $level }
}
$v5 = 'val'
notify { 'n1': tag => ['db', 'alpha'] }
@file { '/tmp/f1': mode => '0600' }
Notify { withpath => false }
$v9 = [1, 2]
