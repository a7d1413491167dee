define d1 (
  $msg = 'msg-default',
) {
  notify { "${title}-d11": message => "${name}: ${msg}" }
}
class c1 (
  Variant[Integer, String] $p1 = 1,
) {
  file { '/tmp/c1-f1': content => "line\n" }
}
class c2 (
  Optional[String] $p1 = undef,
) {
  @exec { ['c2-run1', 'c2-run2', 'c2-run3']: command => '/usr/bin/env echo hi', refreshonly => false }
  @notify { 'c2-n1': withpath => true, loglevel => 'warning' }
}
class c3 (
  String $p1 = 'abc',
  Boolean $p2 = true,
) {
  if defined(Class['c1']) {
    notify { 'c3-if-n1': }
  } else {
    notify { 'c3-else-n1': message => 'not' }
  }
  package { 'c3-pkg1': loglevel => 'warning', noop => true }
  service { 'c3-svc1': noop => false, hasrestart => false, ensure => 'running' }
}

