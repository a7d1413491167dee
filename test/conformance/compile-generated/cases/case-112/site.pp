define d1 (
  $level = 'level-default',
) {
  notify { "${title}-d11": message => 'fixed', tag => 'beta' }
}
class c1 (
  Array[String] $p1 = ['a', 'b'],
) {
  exec { 'c1-run1': command => '/bin/true', noop => true }
  tag 'web'
}
class c2 {
  notify { 'c2-n1': message => 'x y' }
  if defined('c1') {
    notify { 'c2-if-n1': }
  } else {
    notify { 'c2-else-n1': message => 'not' }
  }
}
Notify <| message == 'world' or ensure == 'running' |>
d1 { ['d1-n1', 'd1-n2']: level => 'v2' }
service { 'svc1': subscribe => Notify['d1-n1-d11'] }
d1 { 'd1-n3': }
exec { 'run1': command => 'touch /tmp/x', refreshonly => true }
Service { notify => Notify['d1-n3-d11'], tag => 'web' }
package { 'pkg1': tag => ['db', 'gamma'], * => {  } }
