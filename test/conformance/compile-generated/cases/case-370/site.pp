define d1 (
  $msg = 'msg-default',
  $level = 'level-default',
) {
  notify { "${title}-d11": message => $title }
}
class c1 (
  Integer $p1 = 80,
) {
  @file { '/tmp/c1-f1': tag => ['db', 'web'], content => "${p1}", loglevel => 'info' }
  notify { ['c1-n1', 'c1-n2', 'c1-n3']: tag => ['gamma', 'web'] }
  @service { 'c1-svc1': ensure => 'stopped' }
}
class c2 (
  Array[String] $p1 = ['x'],
  Enum['a', 'b'] $p2 = 'a',
  Integer $p3 = 8080,
) inherits c1 {
  Notify['c1-n2'] { tag => ['beta', 'gamma'] }
  service {
    default: tag => 'alpha';
    'c2-svc1': hasrestart => true, loglevel => 'info';
  }
}
notify { 'n1': loglevel => 'info' }
@notify { 'n2': notify => Notify['n1'], noop => false }
Notify['n1'] -> Notify['n1'] ~> Notify['n1']
