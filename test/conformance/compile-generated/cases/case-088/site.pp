define d1 (
  $msg = 'msg-default',
) {
  notify { "${title}-d11": message => 'fixed', tag => 'db' }
}
class c1 {
  tag 'alpha'
  user { 'c1-user1': uid => 1001, ensure => 'present' }
  file { '/tmp/c1-f1': ensure => 'file', owner => 'www-data' }
  @package { 'c1-pkg1': ensure => '1.2.3' }
}
class c2 inherits c1 {
  tag 'db'
  file { '/tmp/c2-f1': tag => ['db', 'web'] }
}
class c3 {
  if defined('c2') {
    notify { 'c3-if-n1': }
  } else {
    notify { 'c3-else-n1': message => 'not' }
  }
  service {
    default: enable => false, ensure => 'stopped';
    'c3-svc1': tag => 'alpha';
    'c3-svc2': hasrestart => true, loglevel => 'info';
  }
}
User <| ensure == 'present' |>
exec { 'run1': command => '/bin/true', noop => true }
Exec['run1'] { require => Exec['run1'] }
@d1 { 'd1-n1': msg => 'v1' }
file { '/tmp/f1': tag => ['gamma', 'web'] }
Notify { tag => ['alpha', 'alpha'] }
package { 'pkg1': subscribe => File['/tmp/f1'], before => Exec['run1'], ensure => 'latest' }
d1 { 'd1-n2': msg => 'v1' }
User { managehome => false }
package { ['pkg2', 'pkg3']: loglevel => 'info', subscribe => Package['pkg1'] }
