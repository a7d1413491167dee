define d1 (
  $level = 'level-default',
  $msg = 'msg-default',
) {
  notify { "${title}-d11": message => $title }
}
class c1 (
  Boolean $p1 = true,
) {
  exec { 'c1-run1': tag => ['db', 'web'], command => '/usr/bin/env echo hi' }
  tag 'db'
  @package { 'c1-pkg1': tag => 'alpha' }
  notify { 'c1-n1': loglevel => 'info' }
}
class c2 {
  if defined('$x') {
    notify { 'c2-if-n1': }
  } else {
    notify { 'c2-else-n1': message => 'not' }
  }
  package { 'c2-pkg1': loglevel => 'warning' }
  user { 'c2-user1': shell => '/bin/sh', * => {  } }
  File <| message == 'world' or tag != 'beta' |> { noop => false }
}
d1 { ['d1-n1', 'd1-n2']: level => 'v2' }
