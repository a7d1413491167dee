define d1 (
  $extra = 'extra-default',
  $level = 'level-default',
) {
  notify { "${title}-d11": message => $extra }
}
class c1 (
  Enum['a', 'b'] $p1 = 'a',
  Enum['a', 'b'] $p2 = 'a',
  Integer $p3 = 80,
) {
  user { ['c1-user1', 'c1-user2', 'c1-user3']: ensure => 'present', noop => false }
}
class c2 (
  String $p1 = 'abc',
  Variant[Integer, String] $p2 = 'one',
  Integer $p3 = 8080,
) {
  notify { ['c2-n1', 'c2-n2']: tag => 'web', loglevel => 'info' }
  file { '/tmp/c2-f1': noop => true, content => "${p2}" }
}
class c3 (
  Array[String] $p1 = ['a', 'b'],
  Optional[String] $p2 = 'o',
  Array[String] $p3 = [],
) inherits c1 {
  User['c1-user1'] { tag +> ['gamma', 'web'] }
  notify { 'c3-n1': message => "tab\there", withpath => false }
  if tagged('web') {
    notify { 'c3-if-n1': }
  } else {
    notify { 'c3-else-n1': message => 'not' }
  }
  user { ['c3-user1', 'c3-user2']: groups => ['adm', 'sudo'], loglevel => 'info' }
}

