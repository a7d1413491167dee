define d1 (
  $level = 'level-default',
) {
  notify { "${title}-d12": message => 'fixed', require => Notify["${title}-d11"] }
  notify { "${title}-d11": message => $level, tag => 'alpha' }
}
class c1 (
  Boolean $p1 = false,
) {
  user { 'c1-user1': groups => ['adm', 'sudo'], * => {  } }
}
class c2 (
  Boolean $p1 = true,
) {
  require c1
  require c1
}
class c3 (
  Variant[Integer, String] $p1 = 1,
  Variant[Integer, String] $p2 = 'one',
) {
  package { ['c3-pkg1', 'c3-pkg2']: loglevel => 'warning', tag => 'beta' }
  if tagged('beta') {
    notify { 'c3-if-n1': }
  } else {
    notify { 'c3-else-n1': message => 'not' }
  }
}

