class c1 (
  Integer $p1 = 8080,
) {
  notify { 'c1-n1': message => "${p1} says hi" }
  notify {
    default: message => 42, loglevel => 'warning';
    'c1-n2': loglevel => 'warning';
  }
  tag 'gamma'
}
class c2 (
  Optional[String] $p1 = undef,
) inherits c1 {
  exec { ['c2-run1', 'c2-run2', 'c2-run3']: loglevel => 'warning', path => ['/bin', '/usr/bin'] }
  notify {
    default: tag => 'db';
    'c2-n1': message => "${p1} says hi";
  }
}
@package { 'pkg1': loglevel => 'info', noop => true }
$v8 = { 'k' => 'v' }
$v9 = 'val'
