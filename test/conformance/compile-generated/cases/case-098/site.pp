define d1 (
  $msg = 'msg-default',
  $level = 'level-default',
) {
  notify { "${title}-d12": message => $msg, tag => 'beta', require => Notify["${title}-d11"] }
  notify { "${title}-d11": message => 'fixed' }
}
class c1 (
  Array[String] $p1 = [],
  Enum['a', 'b'] $p2 = 'b',
) {
  service { 'c1-svc1': loglevel => 'warning' }
  d1 { 'c1-d1-n1': level => 7 }
  tag 'db'
}
stage { 'pre': before => Stage['main'] }
contain c1
package { 'pkg1': ensure => '1.2.3', require => Notify['c1-d1-n1-d11'] }
exec {
  default: command => 'touch /tmp/x', tag => ['db', 'alpha'], notify => Notify['c1-d1-n1-d11'];
  'run1': command => '/usr/bin/env echo hi', notify => Service['c1-svc1'];
}
Exec { before => Notify['c1-d1-n1-d11'], path => ['/bin', '/usr/bin'] }
Package <| (ensure == 'running' or ensure == 'directory') and ensure == 'directory' |>
d1 { 'd1-n1': msg => 7 }
