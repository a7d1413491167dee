define d1 (
  $extra = 'extra-default',
  $msg = 'msg-default',
) {
  notify { "${title}-d12": message => "${name}: ${extra}" }
  notify { "${title}-d11": message => $extra, tag => 'db' }
  Notify { noop => true }
}
class c1 {
  d1 { 'c1-d1-n1': extra => 7, msg => 'v2' }
  package {
    default: subscribe => Notify['c1-d1-n1-d12'];
    'c1-pkg1': before => Notify['c1-d1-n1-d12'];
    'c1-pkg2': subscribe => [Notify['c1-d1-n1-d11']], ensure => 'installed';
  }
  package { 'c1-pkg3': ensure => 'absent', * => {  } }
  service {
    default: tag => 'alpha', before => Notify['c1-d1-n1-d11'];
    'c1-svc1': ensure => 'running', notify => Notify['c1-d1-n1-d12'];
    'c1-svc2': hasrestart => false;
    'c1-svc3': tag => ['db', 'gamma'];
  }
}
class c2 {
  @package { 'c2-pkg1': loglevel => 'info' }
  User { uid => 1001 }
  tag 'alpha'
}
Exec <| ensure == 'running' |>
if defined('c2') {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
class { 'c2': }
exec { 'run1': command => '/bin/true', tag => 'gamma' }
@@notify { 'n1': message => "tab\there", noop => true }
package { 'pkg1': noop => true }
notify { ['n2', 'n3']: tag => ['web', 'db'] }
notify { 'n4': subscribe => Package['pkg1'] }
class { 'c1': }
[Package['c1-pkg1'], Notify['c1-d1-n1-d12']] -> Notify['n4'] -> Package['pkg1']
Notify <| message == 'world' |> -> Notify['n4'] -> Package['c1-pkg1']
File <| (title == 'c1-d1-n1-d11' and ensure == 'present') and ensure == 'present' |> ~> Notify['c1-d1-n1-d12']
@notify { 'n5': notify => Notify['c1-d1-n1-d11'], require => Service['c1-svc2'] }
notify {
  default: notify => [Service['c1-svc1'], Package['c1-pkg3']], subscribe => Notify['n2'];
  'n6': tag => ['gamma', 'gamma'], notify => [Service['c1-svc3']];
}
Notify['n3'] { before => Notify['n4'] }
file { '/tmp/f1': mode => '0755', content => 'data' }
@exec { 'run2': tag => ['gamma', 'beta'] }
if defined('$p1') {
  notify { 'if-n2': }
} else {
  notify { 'else-n2': message => 'not' }
}
Exec <<| tag != 'alpha' |>>
notify { 'n7': subscribe => [Notify['n2'], Notify['c1-d1-n1-d11']], withpath => true }
include c2
include c2
