define d1 (
  $msg = 'msg-default',
) {
  notify { "${title}-d11": message => $title, tag => 'alpha' }
}
class c1 (
  Variant[Integer, String] $p1 = 'one',
  String $p2 = 's',
) {
  Notify { message => undef }
  package { 'c1-pkg1': tag => ['gamma', 'beta'] }
  tag 'db'
  service {
    default: tag => ['web', 'web'], hasrestart => true;
    'c1-svc1': tag => ['db', 'gamma'];
    'c1-svc2': tag => 'alpha';
    'c1-svc3': tag => ['db', 'alpha'];
  }
}
@notify { ['n1', 'n2']: loglevel => 'warning' }
include c1
notify { ['n3', 'n4']: tag => ['gamma', 'db'], subscribe => Service['c1-svc2'] }
Package { noop => true }
file {
  default: noop => false;
  '/tmp/f1': mode => '0755', loglevel => 'warning';
  '/tmp/f2': require => Service['c1-svc3'];
  '/tmp/f3': tag => 'web';
}
exec { 'run1': command => '/usr/bin/env echo hi', tag => 'db', noop => true }
Notify <| message == 42 and tag != 'web' |>
user { 'user1': loglevel => 'info' }
tag 'beta'
realize([Notify['n2']])
[Notify['n4'], File['/tmp/f3'], Notify['n3']] <- Notify <| message == 42 |>
package { 'pkg1': tag => 'db', before => [Notify['n3'], Notify['n2']] }
d1 { 'd1-n1': msg => 7 }
File['/tmp/f1'] { before +> File['/tmp/f3'] }
if defined(Notify['n3']) {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
d1 { ['d1-n2', 'd1-n3']: msg => 'v2' }
require c1
Notify <| title == '/tmp/f3' |>
if defined(Class['c1']) {
  notify { 'if-n2': }
} else {
  notify { 'else-n2': message => 'not' }
}
tag 'web'
Notify <| title == 'user1' |> { tag +> 'beta' }
