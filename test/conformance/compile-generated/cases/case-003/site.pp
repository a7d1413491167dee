define d1 (
  $msg = 'msg-default',
) {
  notify { "${title}-d11": message => $msg, tag => 'db' }
  Notify { noop => true }
}
define d2 (
  $msg = 'msg-default',
) {
  notify { "${title}-d22": message => 'fixed', require => Notify["${title}-d21"] }
  notify { "${title}-d21": message => "${name}: ${msg}", tag => 'beta' }
  Notify { noop => true }
}
class c1 (
  Integer $p1 = 8080,
  Optional[String] $p2 = undef,
) {
  notify {
    default: tag => ['web', 'gamma'];
    'c1-n1': noop => true;
    'c1-n2': loglevel => 'warning', message => 'hello';
    'c1-n3': message => "${p1} says hi", tag => 'web';
  }
  package { 'c1-pkg1': tag => 'db' }
}
$v10 = { 'k' => 'v' }
Notify <| title == 'n1' and tag != 'beta' |>
package {
  default: tag => 'web', noop => false;
  'pkg1': ensure => 'installed';
}
Notify <| ensure == 'present' |> <- Package['pkg1'] ~> Service <|  |>
contain c1
notify { 'n1': require => Package['c1-pkg1'] }
