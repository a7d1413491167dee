define d1 (
  $level = 'level-default',
) {
  notify { "${title}-d12": message => $title }
  notify { "${title}-d11": message => $level }
}
define d2 (
  $extra = 'extra-default',
) {
  notify { "${title}-d21": message => "${name}: ${extra}", tag => 'gamma' }
  Notify { noop => true }
}
@notify {
  default: message => 'world';
  'n1': noop => false;
  'n2': tag => 'beta', withpath => false;
}
$v7 = { 'k' => 'v' }
realize([Notify['n2']])
service { 'svc1': loglevel => 'info', * => { 'noop' => true } }
realize([Notify['n1'], Notify['n2']])
realize([Notify['n2']])
tag 'alpha'
d1 { ['d1-n1', 'd1-n2']: }
