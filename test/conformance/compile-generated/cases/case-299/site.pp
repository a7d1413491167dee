class c1 (
  Array[String] $p1 = ['a', 'b'],
  Enum['a', 'b'] $p2 = 'b',
  Boolean $p3 = true,
) {
  Notify <| tag != 'beta' |>
  Exec <| title == 'n1' |>
  notify { 'c1-n1': withpath => false }
  notify { 'c1-n2': withpath => false, message => 'world' }
}
class c2 (
  Variant[Integer, String] $p1 = 'one',
) {
  Notify <|  |>
}
file { '/tmp/f1': tag => ['db', 'gamma'] }
if defined(Class['c1']) {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
service { 'svc1': noop => false, hasrestart => false }
@@notify { ['n1', 'n2', 'n3']: notify => File['/tmp/f1'], noop => false }
notify { 'n4': notify => Service['svc1'], message => "tab\there" }
contain c1
tag 'gamma'
File { loglevel => 'warning' }
File['/tmp/f1'] -> Service <| ensure == 'running' |>
user { 'user1': ensure => 'present', before => Notify['c1-n2'], tag => ['beta', 'gamma'] }
notify { 'n5': message => undef, require => Notify['c1-n2'] }
if defined(Class['c1']) {
  notify { 'if-n2': }
} else {
  notify { 'else-n2': message => 'not' }
}
Service { before => Notify['n4'], hasrestart => false }
Notify <| message == 'world' |>
File { subscribe => Notify['n5'] }
contain c2
tag 'web'
