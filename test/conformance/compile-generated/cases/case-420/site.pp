class c1 (
  Integer $p1 = 8080,
) {
  Notify { message => 'world', tag => ['beta', 'alpha'] }
  package { ['c1-pkg1', 'c1-pkg2', 'c1-pkg3']: tag => ['db', 'db'] }
}
class c2 (
  Integer $p1 = 80,
) {
  Notify <|  |>
  notify {
    default: loglevel => 'warning';
    'c2-n1': loglevel => 'info', message => undef;
    'c2-n2': noop => true;
  }
  package { ['c2-pkg1', 'c2-pkg2']: tag => ['db', 'beta'] }
}
class c3 (
  Optional[String] $p1 = undef,
  Integer $p2 = 1,
) {
  @notify { 'c3-n1': loglevel => 'warning' }
  tag 'alpha'
  contain c2
}

