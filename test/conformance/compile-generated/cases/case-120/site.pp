define d1 (
  $level = 'level-default',
) {
  notify { "${title}-d12": message => "${name}: ${level}" }
  notify { "${title}-d11": message => $level, tag => 'gamma' }
}
class c1 {
  if defined(Class[main]) {
    notify { 'c1-if-n1': }
  } else {
    notify { 'c1-else-n1': message => 'not' }
  }
}
class c2 (
  String $p1 = 'abc',
  Integer $p2 = 1,
  Boolean $p3 = false,
) {
  d1 { ['c2-d1-n1', 'c2-d1-n2']: level => 'v1' }
  exec { 'c2-run1': command => '/usr/bin/env echo hi', require => Notify['c2-d1-n1-d12'], noop => true }
  exec { 'c2-run2': notify => Notify['c2-d1-n2-d12'], * => {  } }
  Notify { tag => ['web', 'web'], noop => true }
}
stage { 'pre': before => Stage['main'] }

