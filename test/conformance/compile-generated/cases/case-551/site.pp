define d1 (
  $level = 'level-default',
) {
  notify { "${title}-d11": message => "${name}: ${level}", tag => 'beta' }
  File { noop => true }
}
tag 'alpha'
@d1 { 'd1-n1': }
Package { tag => ['web', 'beta'] }
User { loglevel => 'warning', groups => [] }
$v7 = { 'k' => 'v' }
notify {
  default: message => 'world', noop => false;
  'n1': message => "${facts[hostname]} says hi";
  'n2': noop => true;
}
@d1 { 'd1-n2': }
Notify['n1'] { before +> Notify['n2'] }
File { before => Notify['n1'] }
service {
  default: loglevel => 'info', hasrestart => false;
  'svc1': require => Notify['n1'], hasrestart => false;
  'svc2': before => [Notify['n1'], Notify['n2']], ensure => 'running';
  'svc3': before => Notify['n1'], notify => Notify['n1'];
}
$v13 = [1, 2]
Service['svc1'] { noop => true }
@notify {
  default: require => Service['svc3'], notify => Service['svc3'];
  'n3': loglevel => 'info';
  'n4': withpath => true;
}
Notify { before => [Service['svc2']], withpath => true }
Exec { refreshonly => true }
Notify['n2'] <~ Service['svc3'] <- Notify['n2']
@d1 { 'd1-n3': }
service { 'svc4': ensure => 'stopped', * => {  } }
Package { require => Notify['n1'] }
file { ['/tmp/f1', '/tmp/f2', '/tmp/f3']: ensure => 'absent', subscribe => Notify['n2'] }
D1 <| tag != 'alpha' |> { require => Service['svc3'] }
[Notify['n1'], Service['svc4']] ~> File['/tmp/f2']
@service { 'svc5': tag => 'alpha', hasrestart => false }
notify { ['n5', 'n6']: tag => ['gamma', 'web'], noop => false }
File['/tmp/f1'] { before => File['/tmp/f1'] }
user { ['user1', 'user2']: tag => 'db' }
include missing::klass
