define d1 (
  $msg = 'msg-default',
  $level = 'level-default',
) {
  notify { "${title}-d12": message => $title, tag => 'web', require => Notify["${title}-d11"] }
  notify { "${title}-d11": message => $title }
}
class c1 (
  Boolean $p1 = false,
  String $p2 = 's',
  Boolean $p3 = true,
) {
  file {
    default: loglevel => 'warning', ensure => 'file';
    '/tmp/c1-f1': owner => 'root', mode => '0644';
    '/tmp/c1-f2': mode => '0755', noop => true;
  }
  service { 'c1-svc1': hasrestart => false }
  tag 'gamma'
  @user {
    default: tag => ['gamma', 'db'], uid => 30;
    'c1-user1': tag => 'alpha', groups => 'users';
    'c1-user2': tag => ['gamma', 'db'];
  }
}
user { 'user1': ensure => 'absent', * => { 'noop' => false } }
Notify { tag => 'beta' }
require c1
file { '/tmp/f1': ensure => 'directory', before => [Service['c1-svc1']], loglevel => 'info' }
User <| tag == 'gamma' |>
d1 { 'd1-n1': }
package { 'pkg1': require => Notify['d1-n1-d11'] }
include c1
User <| ensure == 'present' |>
