class c1 (
  Boolean $p1 = true,
  Array[String] $p2 = [],
) {
  notify { 'c1-n1': tag => ['alpha', 'alpha'], loglevel => 'info' }
  notify { 'c1-n2': message => 3.5, noop => false }
  if defined(Class[main]) {
    notify { 'c1-if-n1': }
  } else {
    notify { 'c1-else-n1': message => 'not' }
  }
}
class c2 (
  Variant[Integer, String] $p1 = 1,
  Optional[String] $p2 = undef,
) {
  notify { 'c2-n1': message => true, tag => ['alpha', 'web'] }
}
class c3 (
  Integer $p1 = 1,
) {
  package { 'c3-pkg1': loglevel => 'warning' }
  tag 'gamma'
}
@file { '/tmp/f1': tag => 'alpha' }
notify { 'n1': loglevel => 'info' }
@@notify { 'n2': tag => ['beta', 'web'], message => 3.5 }
File <| ensure == 'present' and tag != 'gamma' |> { tag => ['db', 'beta'] }
include c2
notify { 'n3': withpath => true }
realize(File['/tmp/f1'])
$v17 = 'val'
realize(File['/tmp/f1'])
Package { noop => false, tag => ['web', 'web'] }
$v20 = [1, 2]
File <|  |>
File <| tag == 'beta' |>
Service { tag => 'alpha' }
include c2
contain c3
$v26 = [1, 2]
$v27 = { 'k' => 'v' }
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
