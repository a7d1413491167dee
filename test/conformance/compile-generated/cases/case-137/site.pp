define d1 (
  $level = 'level-default',
  $extra = 'extra-default',
) {
  notify { "${title}-d11": message => $title }
}
class c1 (
  String $p1 = 'x y',
  Array[String] $p2 = ['a', 'b'],
) {
  @package { 'c1-pkg1': loglevel => 'info' }
  @package {
    default: tag => 'gamma';
    'c1-pkg2': tag => 'beta';
    'c1-pkg3': noop => true, loglevel => 'warning';
    'c1-pkg4': loglevel => 'warning';
  }
}
User <| message == 'hello' |>
tag 'beta'
@notify { 'n1': loglevel => 'warning' }
@notify { 'n2': loglevel => 'info' }
@d1 { 'd1-n1': }
include c1
include c1
Package { noop => true }
@package { 'pkg1': noop => false, * => {  } }
notify { 'n3': message => true, tag => 'alpha' }
realize([Package['c1-pkg2']])
notify { 'n4': loglevel => 'info', before => Notify['n3'], noop => true }
$v17 = { 'k' => 'v' }
Notify['n3'] { noop => false }
include c1
file { '/tmp/f1': owner => 'root', require => Package['c1-pkg2'] }
File['/tmp/f1'] <- Service <| tag != 'beta' |> <~ File <| message == 'world' and tag == 'web' |>
require c1
include c1
include c1
notify {
  default: tag => ['beta', 'alpha'], message => undef;
  'n5': message => 'multi
line', before => File['/tmp/f1'];
  'n6': tag => ['alpha', 'beta'], noop => true;
}
