class c1 (
  Enum['a', 'b'] $p1 = 'b',
  Integer $p2 = 8080,
  Optional[String] $p3 = 'o',
) {
  tag 'alpha'
  exec {
    default: command => '/bin/true', noop => true;
    'c1-run1': command => '/usr/bin/env echo hi', path => ['/bin', '/usr/bin'];
    'c1-run2': command => '/bin/true', tag => 'web';
  }
}
if defined('notify') {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
Exec { loglevel => 'warning' }
Exec <| tag == 'db' and title == 'n1' |>
$v7 = { 'k' => 'v' }
require c1
include c1
notify { 'n1': before => [Exec['c1-run1'], Exec['c1-run2']] }
@exec { 'run1': before => Exec['c1-run2'], command => '/usr/bin/env echo hi' }
service { 'svc1': hasrestart => true }
