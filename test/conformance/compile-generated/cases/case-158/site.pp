define d1 (
  $level = 'level-default',
  $msg = 'msg-default',
) {
  notify { "${title}-d11": message => $level }
}
class c1 (
  Variant[Integer, String] $p1 = 1,
  Integer $p2 = 80,
  Integer $p3 = 8080,
) {
  notify { 'c1-n1': tag => 'web' }
  package {
    default: tag => ['gamma', 'beta'];
    'c1-pkg1': ensure => 'latest';
    'c1-pkg2': ensure => '1.2.3', loglevel => 'warning';
  }
}
class c2 {
  File { tag => 'beta' }
}
d1 { ['d1-n1', 'd1-n2']: level => 'v2' }
exec { ['run1', 'run2']: command => '/usr/bin/env echo hi', before => Notify['d1-n1-d11'] }
$v9 = { 'k' => 'v' }
notify { 'n1': noop => true }
notify {
  default: subscribe => Notify['n1'];
  'n2': loglevel => 'warning', noop => false;
}
include c1
tag 'web'
File { ensure => 'file' }
d1 { ['d1-n3', 'd1-n4']: }
