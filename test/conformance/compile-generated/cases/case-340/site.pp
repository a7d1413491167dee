class c1 {
  tag 'alpha'
}
class c2 (
  Enum['a', 'b'] $p1 = 'b',
  Variant[Integer, String] $p2 = 'one',
) {
  Service <| message == 42 or ensure == 'present' |> { noop => false }
}
class c3 (
  Enum['a', 'b'] $p1 = 'b',
  Array[String] $p2 = [],
  Integer $p3 = 8080,
) {
  tag 'beta'
}
stage { 'pre': before => Stage['main'] }
@notify {
  default: loglevel => 'info', withpath => false;
  'n1': withpath => false, noop => true;
}
@@notify {
  default: tag => ['web', 'db'];
  'n2': tag => ['db', 'web'], noop => false;
  'n3': message => 42;
  'n4': noop => false, tag => 'alpha';
}
tag 'gamma'
exec { 'run1': command => '/usr/bin/env echo hi', refreshonly => true, noop => true }
Exec['run1'] { require => Exec['run1'] }
exec { 'run2': command => '/bin/true', * => { 'notify' => Exec['run1'] } }
exec { 'run3': tag => 'beta', subscribe => Exec['run1'], timeout => '300' }
$v14 = { 'k' => 'v' }
notify { 'n5': notify => Exec['run3'], * => { 'subscribe' => Exec['run3'] } }
realize([Notify['n1']])
notify { 'n6': notify => Exec['run2'], noop => true, before => Notify['n1'] }
