class c1 {
  file { '/tmp/c1-f1': tag => 'web', noop => false, ensure => 'directory' }
  exec { 'c1-run1': command => 'touch /tmp/x', * => { 'noop' => true } }
  notify { 'c1-n1': withpath => true }
}
class c2 (
  String $p1 = 'abc',
  Integer $p2 = 1,
) {
  tag 'db'
  package { 'c2-pkg1': loglevel => 'warning', ensure => '1.2.3' }
  Notify <| title == 'n1' |> { tag +> ['alpha', 'gamma'] }
}
if tagged('gamma') {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
notify { 'dup': before => File['/nowhere'] }
