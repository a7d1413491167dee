define d1 (
  $extra = 'extra-default',
) {
  notify { "${title}-d12": message => $title, tag => 'gamma' }
  notify { "${title}-d11": message => 'fixed', tag => 'db' }
}
define d2 (
  $extra = 'extra-default',
) {
  notify { "${title}-d22": message => $title, require => Notify["${title}-d21"] }
  notify { "${title}-d21": message => $title }
  d1 { "${name}-in": }
}
class c1 (
  String $p1 = 's',
) {
  file { ['/tmp/c1-f1', '/tmp/c1-f2']: owner => 'root', noop => true }
  service { 'c1-svc1': tag => ['alpha', 'beta'], * => {  } }
}
class c2 (
  Integer $p1 = 8080,
  Array[String] $p2 = ['a', 'b'],
  Integer $p3 = 1,
) {
  exec { 'c2-run1': command => '/bin/true', tag => 'db' }
  @notify { 'c2-n1': message => '' }
  file { '/tmp/c2-f1': ensure => 'directory', loglevel => 'info', noop => false }
}

