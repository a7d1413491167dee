define d1 (
  $extra = 'extra-default',
) {
  notify { "${title}-d12": message => 'fixed', tag => 'gamma', require => Notify["${title}-d11"] }
  notify { "${title}-d11": message => $title, tag => 'db' }
  Notify { noop => true }
}
define d2 (
  $extra = 'extra-default',
) {
  notify { "${title}-d22": message => 'fixed', require => Notify["${title}-d21"] }
  notify { "${title}-d21": message => $extra }
  d1 { "${name}-in": }
}
class c1 (
  Enum['a', 'b'] $p1 = 'b',
  Variant[Integer, String] $p2 = 1,
  Optional[String] $p3 = undef,
) {
  if defined('$x') {
    notify { 'c1-if-n1': }
  } else {
    notify { 'c1-else-n1': message => 'not' }
  }
  tag 'web'
  @notify { 'c1-n1': message => undef, * => { 'loglevel' => 'info' } }
}
class c2 (
  Boolean $p1 = false,
  String $p2 = 's',
) {
  File <| title == 'n1' |> { require +> Notify['ghost'] }
  notify { ['c2-n1', 'c2-n2', 'c2-n3']: loglevel => 'info', tag => ['web', 'gamma'] }
  if defined(Class['c1']) {
    notify { 'c2-if-n1': }
  } else {
    notify { 'c2-else-n1': message => 'not' }
  }
  file { '/tmp/c2-f1': noop => false }
}
class c3 (
  Integer $p1 = 1,
) inherits c1 {
  exec { 'c3-run1': timeout => 1001, * => {  } }
  @user { 'c3-user1': groups => ['adm', 'sudo'], * => {  } }
  notify { ['c3-n1', 'c3-n2', 'c3-n3']: tag => 'alpha' }
}
file { '/tmp/f1': mode => '0755', tag => ['db', 'alpha'] }
Notify { noop => true }
@notify { ['n1', 'n2', 'n3']: loglevel => 'info', message => 'world' }
if tagged('web') {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
notify {
  default: notify => File['/tmp/f1'], noop => false;
  'n4': require => File['/tmp/f1'];
  'n5': message => undef;
}
d1 { 'd1-n1': extra => 'v2' }
d2 { 'd2-n1': }
tag 'web'
Notify <|  |> { message => 'x y' }
Notify['n4'] { before +> [File['/tmp/f1'], Notify['d2-n1-in-d12']] }
User { shell => '/bin/bash' }
@service { 'svc1': before => Notify['d2-n1-in-d12'], require => Notify['d2-n1-in-d12'], tag => 'db' }
Notify { message => ['a', 'b'], require => Notify['d1-n1-d11'] }
notify { 'n6': loglevel => 'info', withpath => true, message => ['a', 'b'] }
