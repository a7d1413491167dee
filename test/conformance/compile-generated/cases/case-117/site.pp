define d1 (
  $msg = 'msg-default',
) {
  notify { "${title}-d12": message => "${name}: ${msg}", require => Notify["${title}-d11"] }
  notify { "${title}-d11": message => $title }
}
define d2 (
  $msg = 'msg-default',
) {
  notify { "${title}-d22": message => $msg, tag => 'alpha', require => Notify["${title}-d21"] }
  notify { "${title}-d21": message => "${name}: ${msg}" }
}
class c1 (
  Integer $p1 = 80,
  Enum['a', 'b'] $p2 = 'a',
) {
  notify {
    default: message => '';
    'c1-n1': noop => false;
    'c1-n2': message => '';
  }
  d2 { 'c1-d2-n1': msg => 'v2' }
  notify { 'c1-n3': message => "tab\there" }
  @file { '/tmp/c1-f1': before => Notify['c1-d2-n1-d22'], tag => ['db', 'beta'] }
}
class c2 (
  Array[String] $p1 = ['a', 'b'],
  Integer $p2 = 8080,
) {
  Exec { timeout => '300', path => ['/bin', '/usr/bin'] }
  d2 { 'c2-d2-n1': }
}
class c3 inherits c1 {
  Notify['c1-d2-n1-d21'] { tag => 'gamma' }
  tag 'gamma'
  notify { 'c3-n1': loglevel => 'info' }
  Exec { tag => ['beta', 'gamma'] }
  exec { 'c3-run1': refreshonly => true }
}

