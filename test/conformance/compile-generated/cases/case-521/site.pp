define d1 (
  $level = 'level-default',
  $msg = 'msg-default',
) {
  notify { "${title}-d12": message => $level, tag => 'gamma' }
  notify { "${title}-d11": message => "${name}: ${level}", tag => 'beta' }
}
class c1 (
  Array[String] $p1 = [],
) {
  tag 'db'
  exec {
    default: command => 'touch /tmp/x', tag => 'db';
    'c1-run1': command => 'touch /tmp/x', loglevel => 'info', tag => 'web';
  }
  User { ensure => 'present', managehome => false }
  Notify { tag => ['db', 'gamma'] }
}
class c2 {
  exec {
    default: command => '/bin/true', timeout => '300';
    'c2-run1': command => '/bin/true', tag => 'web';
    'c2-run2': loglevel => 'info';
  }
}
Notify <| (message == 42 or tag != 'web') and ensure == 'running' |> -> File <| message == 42 or tag == 'beta' |>
Notify <| tag == 'db' |> { message => '' }
@user { ['user1', 'user2', 'user3']: ensure => 'absent', uid => '300' }
User <| title == 'n1' |>
@notify { ['n1', 'n2']: tag => 'db', loglevel => 'warning' }
service { 'svc1': ensure => 'stopped', * => { 'enable' => false } }
service { ['svc2', 'svc3']: noop => false, ensure => 'stopped' }
tag 'beta'
file { '/tmp/f1': require => Service['svc1'], loglevel => 'info' }
require c1
tag 'db'
Package { subscribe => Service['svc3'], tag => ['beta', 'beta'] }
User { uid => 30, shell => '/bin/bash' }
tag 'db'
Service { tag => ['db', 'gamma'] }
tag 'gamma'
$v26 = [1, 2]
