class c1 (
  String $p1 = 's',
  Boolean $p2 = false,
) {
  Notify { tag => 'beta' }
  tag 'beta'
  file { ['/tmp/c1-f1', '/tmp/c1-f2']: loglevel => 'warning', tag => ['beta', 'web'] }
}
class c2 (
  Array[String] $p1 = ['x'],
  Array[String] $p2 = ['a', 'b'],
  Boolean $p3 = true,
) {
  @service {
    default: tag => ['gamma', 'gamma'];
    'c2-svc1': enable => true;
    'c2-svc2': tag => 'db';
    'c2-svc3': tag => 'gamma';
  }
  exec { ['c2-run1', 'c2-run2']: tag => ['web', 'beta'] }
  @file { '/tmp/c2-f1': tag => ['beta', 'beta'], owner => 'www-data' }
}
class c3 {
  notify { 'c3-n1': message => ['a', 'b'] }
  package { 'c3-pkg1': tag => ['beta', 'beta'] }
  Service { ensure => 'running' }
}
stage { 'pre': before => Stage['main'] }
notify { ['n1', 'n2', 'n3']: loglevel => 'warning' }
Notify <| title == 'n3' and message == 'x y' |>
if defined(Class['c2']) {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
tag 'alpha'
class { 'c3': stage => 'pre' }
user { 'user1': managehome => true, subscribe => [Notify['n3'], Package['c3-pkg1']] }
Service { notify => Package['c3-pkg1'] }
user { ['user2', 'user3', 'user4']: managehome => true }
@notify { 'n4': notify => Notify['c3-n1'], message => '' }
