define d1 (
  $msg = 'msg-default',
) {
  notify { "${title}-d11": message => $title }
  Notify { noop => true }
}
class c1 (
  Enum['a', 'b'] $p1 = 'a',
  Optional[String] $p2 = 'o',
  Enum['a', 'b'] $p3 = 'a',
) {
  service { 'c1-svc1': enable => false, ensure => 'running' }
}
notify {
  default: message => 'x y';
  'n1': tag => 'db', message => "tab\there";
}
$v6 = { 'k' => 'v' }
Service <| message == 42 or tag == 'alpha' |> { tag +> ['alpha', 'beta'] }
tag 'web'
$v9 = 'val'
notify { 'n2': tag => 'beta', * => {  } }
d1 { 'd1-n1': }
notify {
  default: before => [Notify['n1'], Notify['n2']];
  'n3': subscribe => Notify['d1-n1-d11'], tag => 'beta';
}
