define d1 (
  $msg = 'msg-default',
  $extra = 'extra-default',
) {
  notify { "${title}-d12": message => 'fixed' }
  notify { "${title}-d11": message => $msg, tag => 'beta' }
  File { noop => true }
}
define d2 (
  $msg = 'msg-default',
  $level = 'level-default',
) {
  notify { "${title}-d21": message => 'fixed' }
  d1 { "${name}-in": }
}
class c1 (
  Integer $p1 = 8080,
  String $p2 = 's',
) {
  if defined('notify') {
    notify { 'c1-if-n1': }
  } else {
    notify { 'c1-else-n1': message => 'not' }
  }
  Notify { noop => true }
  if defined('$p1') {
    notify { 'c1-if-n2': }
  } else {
    notify { 'c1-else-n2': message => 'not' }
  }
}
class c2 (
  Enum['a', 'b'] $p1 = 'a',
) {
  notify { ['c2-n1', 'c2-n2', 'c2-n3']: message => true }
  Exec { tag => 'alpha', loglevel => 'warning' }
  package { 'c2-pkg1': ensure => 'latest', noop => true }
}
class c3 (
  Variant[Integer, String] $p1 = 'one',
  String $p2 = 'x y',
) inherits c2 {
  Notify['c2-n2'] { message +> 'web' }
  d2 { 'c3-d2-n1': }
  service {
    default: subscribe => Notify['c3-d2-n1-in-d12'];
    'c3-svc1': require => Notify['c3-d2-n1-in-d12'], hasrestart => false;
    'c3-svc2': subscribe => [Notify['c3-d2-n1-in-d12']];
    'c3-svc3': loglevel => 'warning';
  }
}
File <| tag == 'gamma' or ensure == 'running' |> ~> Notify <| (tag != 'gamma' or title == 'n1') and ensure == 'directory' |>
contain c2
@@package { 'pkg1': require => Notify['c2-n2'], * => {  } }
@notify { 'n1': subscribe => Package['c2-pkg1'], tag => 'beta', withpath => false }
Class['c2'] -> Notify['c2-n2']
Notify['c2-n1'] <~ [Notify['c2-n1'], Package['c2-pkg1']] <~ [Notify['c2-n2'], Notify['c2-n1'], Package['c2-pkg1']]
Notify['c2-n3'] ~> Notify['c2-n1'] -> Package['c2-pkg1']
realize(Notify['n1'])
Package['c2-pkg1'] <- Class['c2']
service {
  default: enable => true;
  'svc1': noop => true;
  'svc2': hasrestart => false;
  'svc3': require => Notify['n1'];
}
Notify { require => Notify['c2-n3'], loglevel => 'warning' }
require c1
include c1
tag 'beta'
Notify <| title == 'svc1' |> { tag => 'gamma' }
realize([Notify['n1']])
Notify <|  |> -> Class['c2']
@d1 { ['d1-n1', 'd1-n2']: extra => 7 }
D1 <<| tag == 'gamma' |>>
user { 'user1': managehome => false }
