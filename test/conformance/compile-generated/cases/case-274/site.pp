class c1 (
  Boolean $p1 = true,
  Variant[Integer, String] $p2 = 1,
  Boolean $p3 = false,
) {
  notify { ['c1-n1', 'c1-n2']: noop => true, withpath => true }
  Exec <| title == 'n1' |>
}
class c2 (
  Variant[Integer, String] $p1 = 'one',
  Boolean $p2 = false,
) {
  exec { ['c2-run1', 'c2-run2']: command => '/bin/true', loglevel => 'warning', refreshonly => true }
  File <| message == 'world' or title == 'n1' |> { noop => true }
  if defined('$title') {
    notify { 'c2-if-n1': }
  } else {
    notify { 'c2-else-n1': message => 'not' }
  }
}
class c3 (
  Optional[String] $p1 = undef,
  Integer $p2 = 1,
  Enum['a', 'b'] $p3 = 'a',
) inherits c1 {
  tag 'web'
  package { 'c3-pkg1': ensure => '1.2.3', noop => false }
  package { 'c3-pkg2': tag => 'beta', * => {  } }
  package {
    default: tag => ['beta', 'beta'];
    'c3-pkg3': noop => false;
  }
}
tag 'web'
if defined('c2') {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
@service { 'svc1': loglevel => 'warning', tag => ['db', 'alpha'] }
Service <| tag == 'gamma' |>
@notify { 'n1': noop => true }
file { '/tmp/f1': loglevel => 'info', owner => 'root' }
Service <| tag != 'beta' |> { require => File['/tmp/f1'] }
File['/tmp/f1'] -> File['/tmp/f1'] ~> File['/tmp/f1']
$v22 = [1, 2]
realize([Service['svc1']])
$v24 = [1, 2]
Service <| ensure == 'directory' |>
