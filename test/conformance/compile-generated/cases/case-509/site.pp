define d1 (
  $msg = 'msg-default',
) {
  notify { "${title}-d12": message => $msg, tag => 'alpha' }
  notify { "${title}-d11": message => $title }
}
define d2 (
  $msg = 'msg-default',
) {
  notify { "${title}-d21": message => $msg, tag => 'gamma' }
}
class c1 {
  service { ['c1-svc1', 'c1-svc2']: loglevel => 'warning' }
}
class c2 inherits c1 {
  if tagged('web') {
    notify { 'c2-if-n1': }
  } else {
    notify { 'c2-else-n1': message => 'not' }
  }
  file { '/tmp/c2-f1': mode => '0755', owner => 'root' }
  Service <|  |>
}
Notify { loglevel => 'warning' }
