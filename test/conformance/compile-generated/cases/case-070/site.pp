define d1 (
  $extra = 'extra-default',
) {
  notify { "${title}-d11": message => $extra }
}
define d2 (
  $msg = 'msg-default',
  $level = 'level-default',
) {
  notify { "${title}-d21": message => 'fixed' }
}
class c1 (
  Boolean $p1 = false,
  Variant[Integer, String] $p2 = 'one',
) {
  exec { 'c1-run1': command => '/bin/true', timeout => '300' }
}
package { 'pkg1': noop => true, * => { 'tag' => ['db', 'web'] } }
User { groups => 'users' }
notify { 'n1': notify => Package['pkg1'], message => 42, noop => true }
d2 { 'd2-n1': level => 7, msg => 'v1' }
File <| ensure == 'directory' |> { noop => true }
exec {
  default: notify => [Package['pkg1']], refreshonly => false;
  'run1': require => Notify['d2-n1-d21'];
}
