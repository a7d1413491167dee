class c1 (
  Boolean $p1 = false,
  Variant[Integer, String] $p2 = 'one',
) {
  @notify { 'c1-n1': message => undef, tag => ['gamma', 'gamma'] }
}
Notify <| title == 'n1' |>
Notify <| ensure == 'directory' |> <- Notify <| ensure == 'directory' |>
Notify <| tag != 'db' |>
exec { 'run1': command => 'touch /tmp/x', loglevel => 'warning', noop => false }
package { ['pkg1', 'pkg2', 'pkg3']: ensure => 'latest', before => Exec['run1'] }
notify { 'n1': noop => false, message => "${facts[hostname]} says hi", subscribe => Package['pkg3'] }
User <| ensure == 'directory' |>
notify { 'n2': loglevel => 'info' }
if defined(Exec['run1']) {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
require c1
service {
  default: subscribe => Notify['n1'], hasrestart => true;
  'svc1': noop => true, subscribe => [Package['pkg2'], Exec['run1']];
}
@@package { ['pkg4', 'pkg5']: ensure => 'installed' }
notify { 'n3': before => Notify['n1'], * => { 'tag' => ['gamma', 'web'] } }
$v16 = 'val'
notify { 'n4': message => 3.5, tag => 'web' }
$v18 = [1, 2]
Notify <| title == 'n4' |>
Service['svc1'] { require +> Notify['n4'] }
