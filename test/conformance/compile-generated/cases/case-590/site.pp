class c1 (
  Enum['a', 'b'] $p1 = 'a',
) {
  if defined('$title') {
    notify { 'c1-if-n1': }
  } else {
    notify { 'c1-else-n1': message => 'not' }
  }
  if defined('notify') {
    notify { 'c1-if-n2': }
  } else {
    notify { 'c1-else-n2': message => 'not' }
  }
  file { '/tmp/c1-f1': mode => '0644' }
  user { 'c1-user1': managehome => true, tag => 'web', loglevel => 'info' }
}
class c2 (
  Array[String] $p1 = ['a', 'b'],
  Array[String] $p2 = ['x'],
  Array[String] $p3 = ['x'],
) {
  include c1
  Notify <|  |> { message => 'multi
  line' }
  @file { ['/tmp/c2-f1', '/tmp/c2-f2']: ensure => 'file' }
  tag 'beta'
}
class c3 (
  Optional[String] $p1 = undef,
  Array[String] $p2 = ['x'],
  Optional[String] $p3 = 'o',
) {
  if defined('notify') {
    notify { 'c3-if-n1': }
  } else {
    notify { 'c3-else-n1': message => 'not' }
  }
}
stage { 'pre': before => Stage['main'] }

