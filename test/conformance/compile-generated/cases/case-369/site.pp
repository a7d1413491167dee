define d1 (
  $level = 'level-default',
) {
  notify { "${title}-d12": message => $title, require => Notify["${title}-d11"] }
  notify { "${title}-d11": message => $title }
}
define d2 (
  $msg = 'msg-default',
) {
  notify { "${title}-d22": message => 'fixed', tag => 'alpha' }
  notify { "${title}-d21": message => $msg, tag => 'alpha' }
  Notify { noop => true }
  d1 { "${name}-in": }
}
exec { ['run1', 'run2', 'run3']: command => '/bin/true', timeout => 30 }
d1 { 'd1-n1': level => 7 }
d2 { 'd2-n1': msg => 'v2' }
package { 'pkg1': loglevel => 'info', notify => Notify['d1-n1-d12'], subscribe => [Exec['run3'], Exec['run1']] }
d1 { 'd1-n2': level => 'v1' }
tag 'beta'
notify { 'n1': before => [Notify['d2-n1-d22'], Exec['run2']], tag => 'web', withpath => false }
@service {
  default: hasrestart => false, require => Notify['d1-n2-d11'];
  'svc1': enable => false, subscribe => Notify['d2-n1-in-d12'];
}
notify { ['n2', 'n3', 'n4']: tag => ['db', 'db'] }
realize([Service['svc1']])
@@notify {
  default: notify => [Package['pkg1'], Exec['run2']];
  'n5': subscribe => [Exec['run1'], Exec['run3']], require => Service['svc1'];
  'n6': notify => Notify['d1-n1-d12'], message => 'world';
}
tag 'web'
service { ['svc2', 'svc3', 'svc4']: enable => true }
