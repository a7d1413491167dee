define d1 (
  $msg = 'msg-default',
) {
  notify { "${title}-d11": message => "${name}: ${msg}" }
  Notify { noop => true }
}
define d2 (
  $msg = 'msg-default',
  $extra = 'extra-default',
) {
  notify { "${title}-d22": message => "${name}: ${msg}", require => Notify["${title}-d21"] }
  notify { "${title}-d21": message => "${name}: ${msg}" }
}
class c1 (
  Variant[Integer, String] $p1 = 'one',
  Boolean $p2 = false,
) {
  tag 'db'
  tag 'gamma'
  tag 'beta'
  user { 'c1-user1': tag => ['db', 'web'], shell => '/bin/bash' }
}
class c2 (
  Array[String] $p1 = ['a', 'b'],
  String $p2 = 's',
) inherits c1 {
  User['c1-user1'] { noop => 'db' }
  Notify <| title == 'n1' |>
  d1 { 'c2-d1-n1': }
  notify { 'c2-n1': before => Notify['c2-d1-n1-d11'], * => {  } }
  require c1
}
class c3 (
  Integer $p1 = 1,
  Enum['a', 'b'] $p2 = 'b',
) inherits c1 {
  User['c1-user1'] { tag => ['db', 'web'] }
  User { loglevel => 'warning', shell => '/bin/bash' }
}

