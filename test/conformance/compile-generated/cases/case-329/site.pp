define d1 (
  $extra = 'extra-default',
) {
  notify { "${title}-d12": message => $title, tag => 'alpha' }
  notify { "${title}-d11": message => "${name}: ${extra}" }
}
define d2 (
  $msg = 'msg-default',
) {
  notify { "${title}-d22": message => "${name}: ${msg}" }
  notify { "${title}-d21": message => $msg, tag => 'gamma' }
}
class c1 (
  String $p1 = 's',
  Enum['a', 'b'] $p2 = 'b',
) {
  file { '/tmp/c1-f1': noop => false, * => { 'tag' => ['gamma', 'web'] } }
  package { 'c1-pkg1': tag => ['gamma', 'gamma'], * => { 'ensure' => 'latest' } }
  Notify <| ensure == 'present' and message == 42 |> { tag => ['db', 'web'] }
}
class c2 inherits c1 {
  file { '/tmp/c2-f1': content => 'c', loglevel => 'warning' }
  notify { 'c2-n1': noop => false, loglevel => 'warning', message => true }
  @notify { ['c2-n2', 'c2-n3']: message => ['a', 'b'] }
}

