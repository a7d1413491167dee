define d1 (
  $level = 'level-default',
) {
  notify { "${title}-d12": message => "${name}: ${level}" }
  notify { "${title}-d11": message => $title }
}
class c1 (
  Optional[String] $p1 = undef,
  Optional[String] $p2 = undef,
) {
  d1 { ['c1-d1-n1', 'c1-d1-n2']: }
  Notify { withpath => false }
  package {
    default: tag => ['web', 'web'];
    'c1-pkg1': tag => 'alpha';
    'c1-pkg2': before => Notify['c1-d1-n1-d12'], subscribe => Notify['c1-d1-n2-d11'];
  }
}
class c2 (
  Variant[Integer, String] $p1 = 1,
  Array[String] $p2 = ['a', 'b'],
) {
  @package { 'c2-pkg1': ensure => '1.2.3', tag => 'db' }
}
class c3 {
  notify { ['c3-n1', 'c3-n2', 'c3-n3']: message => undef, noop => true }
  notify { 'c3-n4': withpath => false, noop => false }
  d1 { 'c3-d1-n1': level => 'v1' }
  tag 'web'
}
user { 'user1': loglevel => 'info', noop => true, uid => 30 }
file { '/tmp/f1': loglevel => 'info', * => { 'owner' => 'root' } }
user { 'user2': require => File['/tmp/f1'], uid => 1001 }
service { 'svc1': enable => true, * => {  } }
notify {
  default: message => "${module_name} says hi";
  'n1': notify => User['user1'], message => undef;
}
File['/tmp/f1'] { before => Service['svc1'] }
notify { ['n2', 'n3']: tag => 'web' }
Service['svc1'] <~ Notify <|  |>
notify { 'dup': before => File['/nowhere'] }
