define d1 (
  $msg = 'msg-default',
  $extra = 'extra-default',
) {
  notify { "${title}-d11": message => "${name}: ${msg}", tag => 'web' }
}
class c1 (
  Array[String] $p1 = [],
  Enum['a', 'b'] $p2 = 'b',
) {
  file { '/tmp/c1-f1': noop => true, * => {  } }
  Package <| (ensure == 'running' and message == 'hello') and title == 'n1' |>
  service {
    default: tag => ['db', 'web'];
    'c1-svc1': loglevel => 'warning';
    'c1-svc2': ensure => 'stopped', tag => ['beta', 'beta'];
  }
}
@user { 'user1': ensure => 'absent', groups => 'users' }
class { 'c1': }
user { 'user2': notify => Service['c1-svc2'] }
File['/tmp/c1-f1'] -> File['/tmp/c1-f1'] ~> User['user2']
notify { 'n1': noop => false, * => {  } }
@@notify {
  default: require => [User['user2'], File['/tmp/c1-f1']], subscribe => Notify['n1'];
  'n2': message => "${module_name} says hi", withpath => false;
  'n3': tag => ['web', 'alpha'];
  'n4': message => true;
}
Service { before => File['/tmp/c1-f1'] }
exec { 'run1': command => '/bin/true', before => File['/tmp/c1-f1'] }
tag 'alpha'
@user { 'user3': ensure => 'present', tag => ['db', 'db'], require => Service['c1-svc1'] }
user { 'user4': subscribe => [Exec['run1'], File['/tmp/c1-f1']], notify => Service['c1-svc2'] }
Exec <<| tag == 'beta' or tag == 'alpha' |>> { require +> User['user4'] }
