define d1 (
  $extra = 'extra-default',
  $level = 'level-default',
) {
  notify { "${title}-d12": message => "${name}: ${extra}", tag => 'alpha' }
  notify { "${title}-d11": message => $title }
}
define d2 (
  $extra = 'extra-default',
  $level = 'level-default',
) {
  notify { "${title}-d22": message => "${name}: ${extra}" }
  notify { "${title}-d21": message => $title, tag => 'db' }
}
class c1 (
  Integer $p1 = 80,
  String $p2 = 'abc',
  Array[String] $p3 = [],
) {
  package {
    default: ensure => 'installed', loglevel => 'warning';
    'c1-pkg1': ensure => 'latest';
  }
  d1 { 'c1-d1-n1': extra => 'v1' }
  tag 'db'
}
class c2 (
  Array[String] $p1 = [],
  Integer $p2 = 8080,
) {
  require c1
  require c1
  user { ['c2-user1', 'c2-user2', 'c2-user3']: tag => 'web' }
}
class c3 inherits c2 {
  notify { ['c3-n1', 'c3-n2', 'c3-n3']: withpath => true }
  Notify <| tag != 'alpha' |> { tag +> ['beta', 'gamma'] }
  notify { 'c3-n4': withpath => true, message => 'multi
  line' }
}
stage { 'pre': before => Stage['main'] }

