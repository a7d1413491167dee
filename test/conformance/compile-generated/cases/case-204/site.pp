define d1 (
  $level = 'level-default',
) {
  notify { "${title}-d12": message => $level }
  notify { "${title}-d11": message => 'fixed' }
  Notify { noop => true }
}
define d2 (
  $level = 'level-default',
  $extra = 'extra-default',
) {
  notify { "${title}-d21": message => "${name}: ${level}" }
  File { noop => true }
  d1 { "${name}-in": }
}

