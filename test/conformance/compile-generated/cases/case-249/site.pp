define d1 (
  $extra = 'extra-default',
) {
  notify { "${title}-d12": message => 'fixed' }
  notify { "${title}-d11": message => $title }
  File { noop => true }
}
class c1 (
  Optional[String] $p1 = undef,
  Optional[String] $p2 = 'o',
  Optional[String] $p3 = 'o',
) {
  tag 'alpha'
  package { 'c1-pkg1': tag => 'web', ensure => 'latest' }
}
class c2 (
  String $p1 = 'abc',
  String $p2 = 'abc',
  Variant[Integer, String] $p3 = 1,
) {
  notify { 'c2-n1': withpath => false }
}
class c3 (
  Integer $p1 = 1,
) inherits c1 {
  Package['c1-pkg1'] { noop +> 'db' }
  notify { 'c3-n1': tag => 'alpha', loglevel => 'info', withpath => true }
  exec { 'c3-run1': command => 'touch /tmp/x', loglevel => 'warning', tag => 'web', timeout => 30 }
  file { '/tmp/c3-f1': content => "${p1}" }
  require c2
}

