define d1 (
  $extra = 'extra-default',
  $level = 'level-default',
) {
  notify { "${title}-d11": message => 'fixed' }
}
define d2 (
  $level = 'level-default',
  $extra = 'extra-default',
) {
  notify { "${title}-d21": message => 'fixed', tag => 'gamma' }
  d1 { "${name}-in": }
}
@file { '/tmp/f1': ensure => 'directory' }
