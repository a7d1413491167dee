define d1 (
  $msg = 'msg-default',
) {
  notify { "${title}-d11": message => $msg }
}
class c1 (
  Integer $p1 = 1,
  Array[String] $p2 = ['x'],
) {
  tag 'db'
  user {
    default: uid => 1001;
    'c1-user1': ensure => 'present';
  }
}
class c2 (
  Boolean $p1 = true,
  String $p2 = 's',
) {
  notify { 'c2-n1': message => 3.5 }
  @service { 'c2-svc1': tag => 'web' }
}
class c3 {
  notify { 'c3-n1': loglevel => 'info', tag => 'alpha' }
  notify { 'c3-n2': loglevel => 'warning', message => true, tag => ['db', 'beta'] }
  User { tag => 'web' }
  File <| ensure == 'running' |>
}

