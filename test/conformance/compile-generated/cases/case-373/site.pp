define d1 (
  $msg = 'msg-default',
) {
  notify { "${title}-d12": message => $msg, require => Notify["${title}-d11"] }
  notify { "${title}-d11": message => 'fixed', tag => 'beta' }
}
class c1 (
  Variant[Integer, String] $p1 = 'one',
  Array[String] $p2 = [],
) {
  Notify <| tag != 'db' |> { require => Notify['ghost'] }
}
class c2 inherits c1 {
  notify {
    default: withpath => true, message => undef;
    'c2-n1': loglevel => 'warning', withpath => true;
    'c2-n2': noop => true;
    'c2-n3': tag => ['beta', 'beta'], message => true;
  }
  File { tag => 'web' }
}
class c3 inherits c1 {
  tag 'beta'
  require c1
  file {
    default: tag => ['db', 'gamma'];
    '/tmp/c3-f1': ensure => 'file', tag => ['web', 'web'];
  }
  exec { ['c3-run1', 'c3-run2']: command => '/usr/bin/env echo hi', loglevel => 'info', tag => ['web', 'beta'] }
}
notify { ['n1', 'n2', 'n3']: message => 'x y' }
file { '/tmp/f1': ensure => 'file', tag => ['gamma', 'beta'], mode => '0755' }
[Notify['n3'], File['/tmp/f1']] <~ Notify['n3']
tag 'web'
Notify['n3'] -> [Notify['n2'], Notify['n3']] -> Service <| ensure == 'running' or tag == 'gamma' |>
Package { noop => false, ensure => 'installed' }
Notify['n2'] -> Notify['n1']
notify { 'n4': subscribe => [File['/tmp/f1'], Notify['n1']] }
class { 'c3': }
include c2
File { mode => '0755' }
include c2
