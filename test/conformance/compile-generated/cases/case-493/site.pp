define d1 (
  $msg = 'msg-default',
) {
  notify { "${title}-d12": message => 'fixed' }
  notify { "${title}-d11": message => $msg }
}
class c1 (
  Boolean $p1 = false,
) {
  tag 'beta'
  d1 { 'c1-d1-n1': msg => 7 }
  User { uid => 30 }
  File <| tag != 'alpha' or message == 'hello' |>
}
class c2 (
  String $p1 = 's',
  Enum['a', 'b'] $p2 = 'b',
) {
  Notify { tag => ['gamma', 'db'], loglevel => 'info' }
  tag 'alpha'
  @service {
    default: ensure => 'stopped';
    'c2-svc1': noop => false;
  }
}

