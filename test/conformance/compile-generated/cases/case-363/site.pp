define d1 (
  $level = 'level-default',
) {
  notify { "${title}-d12": message => $level }
  notify { "${title}-d11": message => $title, tag => 'alpha' }
}
define d2 (
  $extra = 'extra-default',
) {
  notify { "${title}-d22": message => "${name}: ${extra}" }
  notify { "${title}-d21": message => $extra }
  d1 { "${name}-in": }
}

