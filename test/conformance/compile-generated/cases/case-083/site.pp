define d1 (
  $extra = 'extra-default',
) {
  notify { "${title}-d12": message => "${name}: ${extra}", tag => 'gamma', require => Notify["${title}-d11"] }
  notify { "${title}-d11": message => $extra, tag => 'beta' }
}
define d2 (
  $extra = 'extra-default',
  $msg = 'msg-default',
) {
  notify { "${title}-d22": message => $title, tag => 'alpha' }
  notify { "${title}-d21": message => 'fixed', tag => 'alpha' }
  d1 { "${name}-in": }
}
class c1 (
  Variant[Integer, String] $p1 = 1,
  Integer $p2 = 8080,
  Array[String] $p3 = [],
) {
  Service { ensure => 'stopped', hasrestart => false }
  @notify { 'c1-n1': noop => true, tag => ['web', 'db'], withpath => true }
  file {
    default: mode => '0600', content => "line\n";
    '/tmp/c1-f1': tag => ['db', 'db'];
  }
}
class c2 inherits c1 {
  File['/tmp/c1-f1'] { tag => ['beta', 'gamma'] }
  package { 'c2-pkg1': ensure => '1.2.3', tag => ['alpha', 'db'] }
  notify { ['c2-n1', 'c2-n2']: withpath => false }
  notify { 'c2-n3': tag => ['gamma', 'gamma'], message => 42 }
}
if tagged('alpha') {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
$v17 = { 'k' => 'v' }
tag 'alpha'
if defined(Class['c2']) {
  notify { 'if-n2': }
} else {
  notify { 'else-n2': message => 'not' }
}
Service <| tag != 'beta' |> { require +> Notify['ghost'] }
