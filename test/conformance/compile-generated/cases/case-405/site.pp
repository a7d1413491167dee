define d1 (
  $msg = 'msg-default',
) {
  notify { "${title}-d12": message => 'fixed' }
  notify { "${title}-d11": message => "${name}: ${msg}" }
  File { noop => true }
}
class c1 (
  String $p1 = 'abc',
) {
  package {
    default: tag => ['beta', 'beta'];
    'c1-pkg1': loglevel => 'info', ensure => '1.2.3';
    'c1-pkg2': ensure => '1.2.3';
    'c1-pkg3': tag => 'web', noop => false;
  }
  User { groups => [] }
}
class c2 (
  Variant[Integer, String] $p1 = 1,
  Boolean $p2 = false,
  String $p3 = 's',
) inherits c1 {
  Package['c1-pkg2'] { noop => ['beta', 'beta'] }
  exec {
    default: command => '/usr/bin/env echo hi', tag => 'gamma';
    'c2-run1': command => 'touch /tmp/x', timeout => 1001;
    'c2-run2': refreshonly => false, command => '/usr/bin/env echo hi';
    'c2-run3': command => '/usr/bin/env echo hi', tag => ['db', 'alpha'], refreshonly => true;
  }
  Notify { withpath => false }
  contain c1
  Notify <| title == 'n1' and tag != 'gamma' |> { tag => ['db', 'gamma'] }
}
d1 { ['d1-n1', 'd1-n2']: }
contain c2
d1 { 'd1-n3': msg => 'v2' }
notify { 'n1': notify => Package['c1-pkg2'] }
User <| (tag == 'db' or tag == 'alpha') and tag != 'db' |>
Class['c1'] <- Package['c1-pkg3'] <~ Package['c1-pkg3']
Notify { noop => true }
include c2
d1 { 'd1-n4': }
