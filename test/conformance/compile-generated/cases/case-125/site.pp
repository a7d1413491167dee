class c1 (
  Integer $p1 = 1,
) {
  user { 'c1-user1': managehome => true, groups => 'users' }
  user { 'c1-user2': noop => true }
}
class c2 (
  Variant[Integer, String] $p1 = 'one',
  Integer $p2 = 1,
) {
  Service <| title == 'n1' |>
  package { 'c2-pkg1': ensure => '1.2.3', tag => ['beta', 'beta'] }
  file {
    default: mode => '0755';
    '/tmp/c2-f1': content => 'data';
  }
}
File { tag => ['gamma', 'beta'] }
file { ['/tmp/f1', '/tmp/f2', '/tmp/f3']: tag => 'db' }
