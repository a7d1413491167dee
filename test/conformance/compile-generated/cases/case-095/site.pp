define d1 (
  $msg = 'msg-default',
) {
  notify { "${title}-d12": message => 'fixed', tag => 'web' }
  notify { "${title}-d11": message => 'fixed', tag => 'alpha' }
}
define d2 (
  $level = 'level-default',
) {
  notify { "${title}-d21": message => $title }
}
class c1 (
  Array[String] $p1 = ['x'],
  String $p2 = 's',
  String $p3 = 'x y',
) {
  tag 'alpha'
  notify { 'c1-n1': tag => 'web', message => 3.5 }
  d1 { 'c1-d1-n1': msg => 7 }
  notify { ['c1-n2', 'c1-n3', 'c1-n4']: noop => false }
}
contain c1
$v11 = 'val'
d2 { ['d2-n1', 'd2-n2']: level => 'v2' }
@service { 'svc1': ensure => 'running', * => {  } }
User { notify => Notify['c1-d1-n1-d11'], noop => false }
Notify { withpath => false }
realize([Service['svc1']])
tag 'alpha'
notify { 'n1': before => Notify['c1-n2'], tag => ['gamma', 'alpha'], message => 42 }
