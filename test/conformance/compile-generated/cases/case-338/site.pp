define d1 (
  $extra = 'extra-default',
) {
  notify { "${title}-d12": message => "${name}: ${extra}", require => Notify["${title}-d11"] }
  notify { "${title}-d11": message => 'fixed' }
  Notify { noop => true }
}
define d2 (
  $extra = 'extra-default',
) {
  notify { "${title}-d22": message => "${name}: ${extra}" }
  notify { "${title}-d21": message => $title }
}
class c1 (
  Optional[String] $p1 = 'o',
  Integer $p2 = 1,
  Integer $p3 = 1,
) {
  package { 'c1-pkg1': tag => ['web', 'gamma'], * => {  } }
  package { 'c1-pkg2': tag => 'alpha' }
  exec {
    default: command => '/usr/bin/env echo hi';
    'c1-run1': command => '/bin/true', loglevel => 'warning', refreshonly => true;
    'c1-run2': command => 'touch /tmp/x', path => ['/bin', '/usr/bin'];
  }
  Service <| message == 'hello' or ensure == 'present' |>
}
class c2 inherits c1 {
  notify { 'c2-n1': loglevel => 'warning', tag => ['alpha', 'alpha'], withpath => false }
  exec { 'c2-run1': command => '/usr/bin/env echo hi', tag => ['beta', 'db'], noop => false }
  notify { 'c2-n2': tag => 'db', message => true }
}
class c3 (
  Array[String] $p1 = ['x'],
) {
  file {
    default: mode => '0644';
    '/tmp/c3-f1': ensure => 'file', tag => 'db';
    '/tmp/c3-f2': content => 'data';
  }
  Notify { withpath => true, message => 'world' }
  file {
    default: tag => 'alpha', ensure => 'file';
    '/tmp/c3-f3': tag => ['beta', 'alpha'], owner => 'www-data';
    '/tmp/c3-f4': ensure => 'directory';
  }
}
Notify { tag => ['db', 'beta'] }
$v21 = 'val'
$v22 = [1, 2]
if defined(Class['c2']) {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
$v25 = 'val'
Exec { noop => false }
d1 { 'bad': bogus => 1 }
