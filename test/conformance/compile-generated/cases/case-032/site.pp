class c1 (
  String $p1 = 'x y',
  Variant[Integer, String] $p2 = 'one',
) {
  user { 'c1-user1': tag => ['gamma', 'alpha'], uid => '300', ensure => 'absent' }
  tag 'db'
  Notify { withpath => true }
}
class c2 {
  notify { ['c2-n1', 'c2-n2']: withpath => true }
  @exec { 'c2-run1': noop => false, tag => ['beta', 'web'] }
  @notify { 'c2-n3': loglevel => 'info', message => 3.5 }
}
notify { 'n1': message => 'x y', tag => 'beta' }
if defined(Notify['n1']) {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
exec { 'run1': refreshonly => true, subscribe => Notify['n1'], notify => Notify['n1'] }
@service { ['svc1', 'svc2', 'svc3']: before => Notify['n1'] }
@file { ['/tmp/f1', '/tmp/f2', '/tmp/f3']: loglevel => 'warning', content => 'data' }
notify { ['n2', 'n3']: require => Notify['n1'] }
$v15 = 'val'
class { 'c1': p2 => 'one', p1 => 'x y' }
Notify { withpath => true }
[User['c1-user1'], Notify['n2']] ~> Exec['run1'] ~> Notify['n2']
Notify { tag => ['web', 'beta'], message => "${facts[hostname]} says hi" }
if defined(Class['c2']) {
  notify { 'if-n2': }
} else {
  notify { 'else-n2': message => 'not' }
}
Notify['n3'] { message => "${facts[hostname]} says hi" }
notify { 'n4': before => Exec['run1'], loglevel => 'warning' }
user { 'user1': before => Exec['run1'] }
User { ensure => 'present' }
File { ensure => 'file' }
file { '/tmp/f4': content => "line\n", mode => '0644' }
