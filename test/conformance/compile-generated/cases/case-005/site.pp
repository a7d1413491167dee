define d1 (
  $extra = 'extra-default',
) {
  notify { "${title}-d12": message => "${name}: ${extra}", require => Notify["${title}-d11"] }
  notify { "${title}-d11": message => "${name}: ${extra}" }
}
class c1 (
  String $p1 = 'x y',
) {
  d1 { 'c1-d1-n1': extra => 'v1' }
  Notify { before => Notify['c1-d1-n1-d12'] }
  tag 'gamma'
  notify { ['c1-n1', 'c1-n2']: loglevel => 'info' }
}
class c2 {
  include c1
  if defined(Class['c1']) {
    notify { 'c2-if-n1': }
  } else {
    notify { 'c2-else-n1': message => 'not' }
  }
  tag 'beta'
  notify { 'c2-n1': message => "tab\there", loglevel => 'warning' }
}

