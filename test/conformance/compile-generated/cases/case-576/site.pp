define d1 (
  $level = 'level-default',
) {
  notify { "${title}-d12": message => $title, require => Notify["${title}-d11"] }
  notify { "${title}-d11": message => $title, tag => 'gamma' }
  File { noop => true }
}
define d2 (
  $extra = 'extra-default',
) {
  notify { "${title}-d22": message => $title, tag => 'beta', require => Notify["${title}-d21"] }
  notify { "${title}-d21": message => 'fixed' }
  File { noop => true }
  d1 { "${name}-in": }
}

