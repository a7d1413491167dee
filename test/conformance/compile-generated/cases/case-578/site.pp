define d1 (
  $level = 'level-default',
) {
  notify { "${title}-d11": message => "${name}: ${level}" }
}
class c1 (
  Boolean $p1 = true,
  Integer $p2 = 80,
  Variant[Integer, String] $p3 = 1,
) {
  notify {
    default: tag => ['web', 'alpha'];
    'c1-n1': message => 42, loglevel => 'info';
    'c1-n2': message => 'hello', tag => 'alpha';
    'c1-n3': message => "${p3} says hi";
  }
  tag 'beta'
}
if defined('$title') {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
notify { 'n1': tag => ['db', 'gamma'], noop => false }
@exec { ['run1', 'run2', 'run3']: command => '/bin/true', tag => ['db', 'db'] }
d1 { 'd1-n1': }
d1 { 'd1-n2': level => 'v1' }
tag 'beta'
notify { 'n2': loglevel => 'info' }
d1 { 'd1-n3': level => 'v1' }
user { 'user1': require => Notify['n2'], tag => ['beta', 'alpha'], before => Notify['d1-n3-d11'] }
file { '/tmp/f1': mode => '0600' }
d1 { 'd1-n4': level => 'v1' }
Service { notify => [File['/tmp/f1']], tag => 'alpha' }
d1 { 'd1-n5': }
