define d1 (
  $extra = 'extra-default',
) {
  notify { "${title}-d11": message => "${name}: ${extra}" }
  Notify { noop => true }
}
class c1 {
  tag 'alpha'
  notify { ['c1-n1', 'c1-n2', 'c1-n3']: message => ['a', 'b'], tag => 'db' }
  package { ['c1-pkg1', 'c1-pkg2']: ensure => 'absent' }
}
class c2 (
  String $p1 = 's',
  Variant[Integer, String] $p2 = 'one',
) {
  tag 'web'
  exec {
    default: command => 'touch /tmp/x';
    'c2-run1': command => '/bin/true';
    'c2-run2': command => '/bin/true', path => ['/bin', '/usr/bin'];
    'c2-run3': command => '/usr/bin/env echo hi', path => ['/bin', '/usr/bin'];
  }
  notify { 'c2-n1': tag => ['db', 'alpha'], * => { 'noop' => false } }
}
class c3 (
  Boolean $p1 = false,
) {
  notify { 'c3-n1': message => 'multi
  line', * => {  } }
  package { 'c3-pkg1': loglevel => 'info', * => {  } }
  file { '/tmp/c3-f1': loglevel => 'info', ensure => 'file' }
  notify { 'c3-n2': message => "${p1} says hi", tag => 'alpha' }
}

