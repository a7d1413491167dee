define d1 (
  $extra = 'extra-default',
) {
  notify { "${title}-d11": message => 'fixed', tag => 'beta' }
}
class c1 {
  notify { 'c1-n1': noop => false }
  service { ['c1-svc1', 'c1-svc2', 'c1-svc3']: loglevel => 'info' }
}
class c2 inherits c1 {
  Service['c1-svc1'] { tag => ['alpha', 'gamma'] }
  user { 'c2-user1': tag => ['web', 'web'], noop => false, groups => 'users' }
  @notify { 'c2-n1': loglevel => 'info', message => "tab\there" }
  file { '/tmp/c2-f1': tag => 'alpha', * => {  } }
}
class c3 (
  Integer $p1 = 80,
) {
  File { mode => '0755' }
  d1 { ['c3-d1-n1', 'c3-d1-n2']: }
  tag 'gamma'
}
tag 'beta'
user { 'user1': ensure => 'absent', * => {  } }
Notify { tag => 'web' }
