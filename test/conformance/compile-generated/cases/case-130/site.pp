define d1 (
  $extra = 'extra-default',
) {
  notify { "${title}-d11": message => "${name}: ${extra}" }
  File { noop => true }
}
define d2 (
  $level = 'level-default',
) {
  notify { "${title}-d21": message => $title, tag => 'beta' }
  d1 { "${name}-in": }
}
class c1 (
  Array[String] $p1 = ['x'],
  Enum['a', 'b'] $p2 = 'b',
) {
  File { noop => true, mode => '0600' }
  user {
    default: shell => '/bin/sh', managehome => true;
    'c1-user1': managehome => true;
  }
  package { ['c1-pkg1', 'c1-pkg2']: ensure => 'latest' }
  d1 { 'c1-d1-n1': extra => 'v1' }
}

