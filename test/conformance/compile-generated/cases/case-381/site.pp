define d1 (
  $extra = 'extra-default',
) {
  notify { "${title}-d11": message => 'fixed', tag => 'db' }
}
define d2 (
  $level = 'level-default',
) {
  notify { "${title}-d21": message => 'fixed' }
}
class c1 (
  Variant[Integer, String] $p1 = 1,
  Array[String] $p2 = ['x'],
) {
  File <| (title == 'n1' or ensure == 'present') and ensure == 'running' |>
  tag 'beta'
  Package <| message == 'x y' |> { require +> Notify['ghost'] }
}
class c2 {
  exec { 'c2-run1': command => '/bin/true', noop => true }
}
class c3 {
  exec {
    default: command => '/usr/bin/env echo hi';
    'c3-run1': command => '/usr/bin/env echo hi', loglevel => 'info';
    'c3-run2': command => 'touch /tmp/x', tag => 'alpha';
  }
  @notify { 'c3-n1': noop => true, message => 42, withpath => false }
}
@@file {
  default: ensure => 'absent', tag => 'db';
  '/tmp/f1': noop => false, content => "${facts[hostname]}";
  '/tmp/f2': ensure => 'absent';
}
d1 { ['d1-n1', 'd1-n2']: }
Notify <|  |> <~ Notify['d1-n2-d11']
include c1
Notify['d1-n1-d11'] -> Notify['d1-n2-d11']
d2 { 'd2-n1': level => 7 }
