define d1 (
  $msg = 'msg-default',
) {
  notify { "${title}-d11": message => $title }
}
class c1 (
  Integer $p1 = 1,
) {
  @package { 'c1-pkg1': ensure => 'absent', loglevel => 'warning', noop => false }
  notify { 'c1-n1': message => undef, * => { 'tag' => 'web' } }
}
class c2 (
  Enum['a', 'b'] $p1 = 'b',
  Array[String] $p2 = ['x'],
  Integer $p3 = 1,
) {
  require c1
}
@@notify { 'n1': tag => ['gamma', 'db'], * => { 'withpath' => true } }
Notify { tag => ['gamma', 'web'] }
package { 'pkg1': ensure => 'installed' }
Notify { message => ['a', 'b'], withpath => false }
