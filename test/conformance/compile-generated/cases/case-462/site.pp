define d1 (
  $extra = 'extra-default',
) {
  notify { "${title}-d11": message => $extra, tag => 'gamma' }
  File { noop => true }
}
class c1 (
  Optional[String] $p1 = undef,
) {
  service {
    default: tag => 'alpha';
    'c1-svc1': tag => 'db';
    'c1-svc2': noop => true;
  }
}
class c2 (
  Integer $p1 = 8080,
  Array[String] $p2 = ['a', 'b'],
) inherits c1 {
  Service['c1-svc2'] { noop => ['db', 'db'] }
  file {
    default: tag => ['alpha', 'beta'], owner => 'root';
    '/tmp/c2-f1': mode => '0600';
    '/tmp/c2-f2': tag => 'db';
  }
}
user { 'user1': managehome => true }
@d1 { 'd1-n1': }
user { 'user2': groups => 'users', ensure => 'present', uid => '300' }
Service { noop => true, tag => 'web' }
@package { 'pkg1': ensure => 'latest', subscribe => User['user2'] }
User <|  |>
notify { 'n1': notify => User['user2'] }
User['user1'] { noop => true }
service { 'svc1': tag => 'beta', require => Notify['n1'], hasrestart => false }
notify { 'n2': message => "${module_name} says hi", subscribe => Service['svc1'], withpath => true }
Notify { message => '' }
if tagged('alpha') {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
if defined(Class['c2']) {
  notify { 'if-n2': }
} else {
  notify { 'else-n2': message => 'not' }
}
Package <| tag == 'web' |> { noop => true }
notify { 'n3': notify => Notify['n2'] }
Notify['n1'] { tag +> ['gamma', 'beta'] }
notify { 'n4': tag => ['db', 'db'], message => "${trusted[certname]} says hi" }
user { 'user3': managehome => false, tag => 'db' }
Exec { subscribe => Notify['n1'] }
