define d1 (
  $extra = 'extra-default',
) {
  notify { "${title}-d12": message => $title }
  notify { "${title}-d11": message => $extra }
}
define d2 (
  $level = 'level-default',
) {
  notify { "${title}-d22": message => $level, require => Notify["${title}-d21"] }
  notify { "${title}-d21": message => $level }
  File { noop => true }
  d1 { "${name}-in": }
}
class c1 (
  Variant[Integer, String] $p1 = 1,
) {
  tag 'web'
}
class c2 {
  file {
    default: mode => '0644';
    '/tmp/c2-f1': content => 'c';
  }
}

