class c1 (
  Variant[Integer, String] $p1 = 1,
  Integer $p2 = 80,
  Boolean $p3 = true,
) {
  Notify <| title == 'n1' |>
  service {
    default: noop => true, ensure => 'running';
    'c1-svc1': loglevel => 'warning', ensure => 'running';
    'c1-svc2': noop => true;
  }
  service { 'c1-svc3': hasrestart => true, * => { 'tag' => 'web' } }
}
stage { 'pre': before => Stage['main'] }
if defined('c1') {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
if defined('$p1') {
  notify { 'if-n2': }
} else {
  notify { 'else-n2': message => 'not' }
}
File <| (title == 'n1' or title == 'n1') and ensure == 'running' |>
file { '/tmp/f1': owner => 'www-data', tag => 'beta' }
notify { 'n1': require => File['/tmp/f1'], noop => false }
File { tag => 'web' }
file { '/tmp/f2': tag => ['alpha', 'gamma'], * => {  } }
notify { 'n2': message => true, tag => 'gamma' }
Notify['n2'] { noop => true }
File['/tmp/f1'] { before +> File['/tmp/f1'] }
exec { 'run1': command => '/bin/true', noop => true }
Notify <| tag != 'alpha' and title == 'run1' |>
require c1
exec { 'run2': subscribe => Service['c1-svc1'] }
