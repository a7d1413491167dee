define d1 (
  $extra = 'extra-default',
  $msg = 'msg-default',
) {
  notify { "${title}-d12": message => "${name}: ${extra}" }
  notify { "${title}-d11": message => 'fixed', tag => 'web' }
}
class c1 {
  if tagged('gamma') {
    notify { 'c1-if-n1': }
  } else {
    notify { 'c1-else-n1': message => 'not' }
  }
  User <| tag == 'beta' |>
  d1 { 'c1-d1-n1': extra => 'v2' }
  tag 'web'
}
class c2 inherits c1 {
  Notify['c1-d1-n1-d11'] { tag => ['alpha', 'db'] }
  notify { 'c2-n1': tag => 'gamma' }
  require c1
}
class c3 (
  Optional[String] $p1 = undef,
) {
  if defined('$x') {
    notify { 'c3-if-n1': }
  } else {
    notify { 'c3-else-n1': message => 'not' }
  }
  @exec { ['c3-run1', 'c3-run2', 'c3-run3']: command => '/bin/true', refreshonly => false, noop => true }
  Package { ensure => 'absent' }
  notify { 'c3-n1': noop => true, message => '' }
}

