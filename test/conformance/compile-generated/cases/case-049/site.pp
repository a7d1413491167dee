class c1 (
  Boolean $p1 = false,
  Array[String] $p2 = ['a', 'b'],
  Enum['a', 'b'] $p3 = 'a',
) {
  Package { ensure => 'latest' }
  tag 'web'
  if defined('notify') {
    notify { 'c1-if-n1': }
  } else {
    notify { 'c1-else-n1': message => 'not' }
  }
}
class c2 (
  Array[String] $p1 = [],
) inherits c1 {
  notify { 'c2-n1': message => true }
  File { loglevel => 'info', owner => 'root' }
}
class c3 (
  Integer $p1 = 8080,
) {
  if defined('notify') {
    notify { 'c3-if-n1': }
  } else {
    notify { 'c3-else-n1': message => 'not' }
  }
  contain c2
  file { '/tmp/c3-f1': ensure => 'present', mode => '0600', loglevel => 'warning' }
}
stage { 'pre': before => Stage['main'] }

