class c1 (
  Variant[Integer, String] $p1 = 1,
  Boolean $p2 = false,
  Integer $p3 = 8080,
) {
  tag 'web'
  @user { 'c1-user1': shell => '/bin/bash', ensure => 'present', groups => ['adm', 'sudo'] }
}
class c2 (
  String $p1 = 'x y',
  String $p2 = 's',
  Variant[Integer, String] $p3 = 1,
) {
  notify { 'c2-n1': loglevel => 'warning' }
  notify { ['c2-n2', 'c2-n3']: tag => ['db', 'alpha'] }
  contain c1
}
include nosuch
