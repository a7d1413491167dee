define d1 (
  $extra = 'extra-default',
) {
  notify { "${title}-d11": message => 'fixed', tag => 'db' }
}
define d2 (
  $extra = 'extra-default',
  $msg = 'msg-default',
) {
  notify { "${title}-d22": message => "${name}: ${extra}", tag => 'web' }
  notify { "${title}-d21": message => "${name}: ${extra}", tag => 'gamma' }
}
class c1 (
  Boolean $p1 = false,
) {
  tag 'db'
}
@@exec { 'run1': path => ['/bin', '/usr/bin'], command => 'touch /tmp/x', tag => ['beta', 'web'] }
notify {
  default: noop => false, withpath => false;
  'n1': noop => false, tag => 'beta';
  'n2': message => "${trusted[certname]} says hi", tag => 'db';
  'n3': message => ['a', 'b'];
}
exec {
  default: command => 'touch /tmp/x', tag => ['beta', 'web'], before => Notify['n2'];
  'run2': command => '/bin/true', tag => 'web';
  'run3': command => '/usr/bin/env echo hi', tag => 'alpha', before => Notify['n1'];
  'run4': command => '/bin/true', before => Notify['n2'], noop => false;
}
@exec {
  default: require => Exec['run4'], before => Notify['n2'];
  'run5': loglevel => 'info';
  'run6': command => 'touch /tmp/x', notify => Exec['run2'];
}
notify { ['n4', 'n5']: before => Exec['run3'] }
Exec <| tag != 'db' |> { tag => 'db' }
notify { ['n6', 'n7', 'n8']: require => Notify['n3'], before => [Exec['run3'], Notify['n2']] }
