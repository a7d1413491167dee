class c1 (
  Variant[Integer, String] $p1 = 'one',
  Enum['a', 'b'] $p2 = 'a',
) {
  file { ['/tmp/c1-f1', '/tmp/c1-f2', '/tmp/c1-f3']: tag => ['gamma', 'web'] }
  package { 'c1-pkg1': loglevel => 'warning' }
  tag 'gamma'
}
@file { '/tmp/f1': tag => 'alpha' }
notify { 'n1': loglevel => 'info' }
@@notify { 'n2': tag => ['beta', 'web'], message => 3.5 }
File <| ensure == 'present' and tag != 'gamma' |> { tag => ['db', 'beta'] }
include c1
notify { 'n3': withpath => true }
realize(File['/tmp/f1'])
$v11 = 'val'
realize(File['/tmp/f1'])
Package { noop => false, tag => ['web', 'web'] }
$v14 = [1, 2]
File <|  |>
File <| tag == 'beta' |>
Service { tag => 'alpha' }
include c1
contain c1
$v20 = [1, 2]
$v21 = { 'k' => 'v' }
notify { 'n4': noop => true, message => undef }
@service {
  default: hasrestart => false;
  'svc1': ensure => 'stopped';
  'svc2': loglevel => 'warning';
}
if tagged('gamma') {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
Exec { require => Notify['n4'], loglevel => 'info' }
Package['c1-pkg1'] <~ Service <| tag == 'beta' |>
if defined(Class['c1']) {
  notify { 'if-n2': }
} else {
  notify { 'else-n2': message => 'not' }
}
user {
  default: uid => 1001;
  'user1': ensure => 'absent', tag => 'db';
  'user2': groups => ['adm', 'sudo'], require => File['/tmp/c1-f1'];
  'user3': require => Notify['n3'];
}
