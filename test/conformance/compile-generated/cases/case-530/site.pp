define d1 (
  $level = 'level-default',
  $msg = 'msg-default',
) {
  notify { "${title}-d12": message => 'fixed', require => Notify["${title}-d11"] }
  notify { "${title}-d11": message => $title }
}
class c1 (
  Optional[String] $p1 = undef,
) {
  service {
    default: tag => ['beta', 'web'], enable => true;
    'c1-svc1': loglevel => 'warning', tag => 'web';
  }
  package {
    default: ensure => '1.2.3', loglevel => 'warning';
    'c1-pkg1': ensure => '1.2.3';
    'c1-pkg2': noop => false;
  }
  notify {
    default: message => undef;
    'c1-n1': withpath => false;
  }
}
class c2 {
  User { managehome => true, noop => true }
  Notify { tag => 'beta' }
  @file { '/tmp/c2-f1': owner => 'www-data' }
  notify { ['c2-n1', 'c2-n2', 'c2-n3']: message => 3.5 }
}
service { ['svc1', 'svc2', 'svc3']: noop => false }
notify { 'n1': subscribe => [Service['svc3']] }
package { ['pkg1', 'pkg2', 'pkg3']: ensure => 'latest' }
Notify { message => 'multi
line', subscribe => Package['pkg2'] }
include c1
package { 'pkg4': notify => Package['pkg3'], require => Service['svc1'] }
[Service['svc2']] -> Notify <| tag == 'beta' |> <~ Notify['n1']
User <| (message == 'x y' or title == 'c1-pkg1') and tag == 'alpha' |> { tag => 'web' }
exec { ['run1', 'run2']: command => '/usr/bin/env echo hi', before => Notify['n1'] }
exec { ['run3', 'run4', 'run5']: command => '/usr/bin/env echo hi', timeout => 1001 }
file { '/tmp/f1': subscribe => Package['c1-pkg2'], ensure => 'file' }
file {
  default: notify => Service['svc1'], mode => '0644';
  '/tmp/f2': subscribe => [Package['pkg1'], Package['pkg3']], tag => ['gamma', 'gamma'];
}
@file { '/tmp/f3': owner => 'root', tag => ['db', 'beta'] }
d1 { 'd1-n1': level => 'v2' }
@notify { 'n2': noop => true, before => Service['svc2'] }
if defined(Class['c2']) {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
@notify {
  default: withpath => false, noop => true;
  'n3': message => true;
}
notify { 'n4': tag => ['web', 'alpha'], before => Notify['d1-n1-d12'], withpath => false }
