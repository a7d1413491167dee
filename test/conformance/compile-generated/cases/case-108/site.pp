define d1 (
  $msg = 'msg-default',
) {
  notify { "${title}-d11": message => $msg, tag => 'alpha' }
  File { noop => true }
}
tag 'db'
Notify <| (tag != 'alpha' and title == 'n1') and title == 'n1' |>
notify { 'n1': tag => 'beta' }
service { ['svc1', 'svc2', 'svc3']: ensure => 'stopped' }
service {
  default: hasrestart => true;
  'svc4': ensure => 'running';
  'svc5': tag => 'gamma', subscribe => [Service['svc1']];
}
@@notify { 'n2': message => 'multi
line', tag => ['beta', 'beta'] }
