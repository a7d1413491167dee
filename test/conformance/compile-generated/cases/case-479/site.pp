define d1 (
  $msg = 'msg-default',
) {
  notify { "${title}-d12": message => $title }
  notify { "${title}-d11": message => 'fixed' }
}
class c1 (
  Optional[String] $p1 = undef,
  Enum['a', 'b'] $p2 = 'a',
) {
  notify { 'c1-n1': withpath => true, noop => false }
  Notify { message => undef }
  tag 'db'
  service { 'c1-svc1': tag => ['gamma', 'beta'], hasrestart => false }
}
class c2 inherits c1 {
  Service['c1-svc1'] { noop => ['beta', 'alpha'] }
  service { 'c2-svc1': ensure => 'running', * => {  } }
  require c1
}
class c3 (
  Optional[String] $p1 = 'o',
  Integer $p2 = 8080,
  Variant[Integer, String] $p3 = 'one',
) {
  if tagged('beta') {
    notify { 'c3-if-n1': }
  } else {
    notify { 'c3-else-n1': message => 'not' }
  }
  if tagged('alpha') {
    notify { 'c3-if-n2': }
  } else {
    notify { 'c3-else-n2': message => 'not' }
  }
}
package { 'pkg1': loglevel => 'info', * => { 'ensure' => '1.2.3' } }
Notify <|  |> <- Notify <| title == 'pkg1' or ensure == 'directory' |>
if defined(Class['c2']) {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
