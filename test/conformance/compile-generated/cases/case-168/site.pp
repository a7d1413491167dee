define d1 (
  $msg = 'msg-default',
  $extra = 'extra-default',
) {
  notify { "${title}-d12": message => "${name}: ${msg}" }
  notify { "${title}-d11": message => "${name}: ${msg}", tag => 'gamma' }
}
define d2 (
  $extra = 'extra-default',
) {
  notify { "${title}-d21": message => 'fixed', tag => 'alpha' }
  d1 { "${name}-in": }
}
class c1 (
  Variant[Integer, String] $p1 = 'one',
) {
  notify { ['c1-n1', 'c1-n2', 'c1-n3']: tag => ['db', 'alpha'] }
  package { 'c1-pkg1': tag => 'beta', * => {  } }
  User <| tag == 'db' |> { noop => true }
  file { '/tmp/c1-f1': ensure => 'file', mode => '0600' }
}
class c2 (
  Boolean $p1 = true,
  Variant[Integer, String] $p2 = 1,
) inherits c1 {
  Notify['c1-n3'] { tag +> ['gamma', 'web'] }
  exec { 'c2-run1': path => ['/bin', '/usr/bin'], tag => 'web' }
  service { 'c2-svc1': tag => 'gamma' }
  notify { 'c2-n1': message => true }
}
if defined('notify') {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
notify { 'n1': loglevel => 'warning', noop => true }
@user {
  default: loglevel => 'info';
  'user1': subscribe => Notify['n1'];
  'user2': tag => ['gamma', 'db'];
  'user3': noop => true;
}
if tagged('web') {
  notify { 'if-n2': }
} else {
  notify { 'else-n2': message => 'not' }
}
Notify['n1'] { require => Notify['n1'] }
file {
  default: mode => '0644';
  '/tmp/f1': ensure => 'absent';
  '/tmp/f2': before => Notify['n1'], notify => Notify['n1'];
  '/tmp/f3': tag => 'beta', content => "${trusted[certname]}";
}
