define d1 (
  $level = 'level-default',
) {
  notify { "${title}-d12": message => $level, require => Notify["${title}-d11"] }
  notify { "${title}-d11": message => "${name}: ${level}", tag => 'gamma' }
}
class c1 (
  Enum['a', 'b'] $p1 = 'a',
  String $p2 = 's',
  Boolean $p3 = true,
) {
  notify {
    default: message => undef;
    'c1-n1': tag => 'db', message => "${p2} says hi";
    'c1-n2': loglevel => 'warning';
  }
  d1 { 'c1-d1-n1': level => 'v1' }
  @package { 'c1-pkg1': before => Notify['c1-d1-n1-d12'], subscribe => Notify['c1-d1-n1-d11'] }
  user { 'c1-user1': tag => 'gamma', shell => '/bin/bash' }
}
class c2 (
  Enum['a', 'b'] $p1 = 'b',
  Array[String] $p2 = ['x'],
  String $p3 = 'abc',
) inherits c1 {
  Notify['c1-n2'] { message => 'db' }
  @notify { 'c2-n1': withpath => false }
}
class c3 {
  User <| ensure == 'present' |>
  @package { ['c3-pkg1', 'c3-pkg2', 'c3-pkg3']: loglevel => 'info' }
  package {
    default: loglevel => 'warning';
    'c3-pkg4': tag => 'gamma';
    'c3-pkg5': ensure => '1.2.3', tag => ['web', 'db'];
  }
}
file {
  default: loglevel => 'info';
  '/tmp/f1': content => "line\n", tag => 'web';
  '/tmp/f2': tag => 'gamma';
  '/tmp/f3': ensure => 'directory', mode => '0644';
}
File['/tmp/f2'] { noop => true }
User { noop => false }
@notify { ['n1', 'n2']: noop => false }
tag 'gamma'
d1 { 'd1-n1': level => 7 }
notify { 'n3': message => 'world', loglevel => 'warning' }
class { 'c2': p1 => 'b' }
d1 { 'd1-n2': level => 'v2' }
realize(Package['c1-pkg1'])
$v24 = 'val'
$v25 = [1, 2]
notify { 'n4': withpath => false }
realize([Package['c1-pkg1']])
Notify['n4'] { before +> Notify['n4'] }
