class c1 (
  Integer $p1 = 8080,
  Integer $p2 = 80,
) {
  service { 'c1-svc1': tag => 'web', enable => false }
}
class c2 (
  String $p1 = 's',
  Variant[Integer, String] $p2 = 'one',
) inherits c1 {
  Service['c1-svc1'] { tag +> 'alpha' }
  package { 'c2-pkg1': noop => true }
  File { tag => 'db', ensure => 'file' }
  require c1
}
class c3 (
  Variant[Integer, String] $p1 = 'one',
) {
  package { 'c3-pkg1': loglevel => 'info' }
  user { 'c3-user1': ensure => 'present', * => {  } }
}
user { 'user1': noop => false, * => { 'tag' => ['web', 'beta'] } }
Service { noop => true }
Notify <| message == 'hello' |>
