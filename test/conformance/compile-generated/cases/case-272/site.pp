define d1 (
  $extra = 'extra-default',
) {
  notify { "${title}-d11": message => $extra, tag => 'alpha' }
}
define d2 (
  $level = 'level-default',
  $msg = 'msg-default',
) {
  notify { "${title}-d22": message => $level }
  notify { "${title}-d21": message => "${name}: ${level}" }
  File { noop => true }
  d1 { "${name}-in": }
}
class c1 {
  notify { 'c1-n1': withpath => false }
  tag 'alpha'
}
class c2 (
  Optional[String] $p1 = undef,
) {
  Notify { tag => ['alpha', 'gamma'], loglevel => 'warning' }
}
class c3 {
  service { 'c3-svc1': enable => false, * => { 'noop' => false } }
  notify { 'c3-n1': tag => ['alpha', 'web'], * => {  } }
  file { ['/tmp/c3-f1', '/tmp/c3-f2', '/tmp/c3-f3']: mode => '0600', noop => true }
  service { 'c3-svc2': ensure => 'running', * => {  } }
}

