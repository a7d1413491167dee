define d1 (
  $level = 'level-default',
) {
  notify { "${title}-d11": message => "${name}: ${level}", tag => 'gamma' }
}
define d2 (
  $extra = 'extra-default',
) {
  notify { "${title}-d22": message => 'fixed', tag => 'gamma', require => Notify["${title}-d21"] }
  notify { "${title}-d21": message => $extra }
  File { noop => true }
}
class c1 {
  Exec { loglevel => 'info' }
  if defined('$nosuch') {
    notify { 'c1-if-n1': }
  } else {
    notify { 'c1-else-n1': message => 'not' }
  }
  tag 'gamma'
  exec { 'c1-run1': command => '/bin/true', tag => ['gamma', 'db'], path => ['/bin', '/usr/bin'] }
}
class c2 (
  Array[String] $p1 = ['a', 'b'],
) inherits c1 {
  Exec['c1-run1'] { tag => ['db', 'db'] }
  tag 'alpha'
  Notify <| tag == 'web' or ensure == 'running' |> { message => 3.5 }
  if defined('c1') {
    notify { 'c2-if-n1': }
  } else {
    notify { 'c2-else-n1': message => 'not' }
  }
}

