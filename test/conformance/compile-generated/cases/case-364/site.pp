class c1 (
  Integer $p1 = 1,
  String $p2 = 'abc',
) {
  User <| ensure == 'present' or message == 'hello' |>
  service { 'c1-svc1': noop => true, * => {  } }
}
class c2 (
  Array[String] $p1 = [],
  Boolean $p2 = false,
  Integer $p3 = 80,
) {
  notify { 'c2-n1': loglevel => 'warning', tag => 'db' }
  package { 'c2-pkg1': tag => ['db', 'beta'], loglevel => 'warning' }
  notify { 'c2-n2': tag => 'beta', loglevel => 'warning' }
  user { 'c2-user1': managehome => true }
}
class c3 (
  Integer $p1 = 80,
) {
  service { 'c3-svc1': noop => true, * => { 'tag' => ['gamma', 'gamma'] } }
  file {
    default: noop => true;
    '/tmp/c3-f1': tag => 'alpha';
    '/tmp/c3-f2': noop => true;
    '/tmp/c3-f3': tag => 'web';
  }
}
User { loglevel => 'warning' }
Notify <| (tag == 'web' and tag == 'gamma') and tag != 'alpha' |> { require => Notify['ghost'] }
contain c2
Notify <| title == 'c2-user1' and message == 'x y' |> -> Package['c2-pkg1'] <~ Notify <| message == 'hello' and tag == 'beta' |>
contain c2
