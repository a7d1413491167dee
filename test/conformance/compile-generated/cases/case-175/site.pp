define d1 (
  $msg = 'msg-default',
) {
  notify { "${title}-d12": message => 'fixed', tag => 'beta', require => Notify["${title}-d11"] }
  notify { "${title}-d11": message => $title }
}
define d2 (
  $extra = 'extra-default',
) {
  notify { "${title}-d22": message => "${name}: ${extra}" }
  notify { "${title}-d21": message => $title, tag => 'web' }
  d1 { "${name}-in": }
}
class c1 (
  Array[String] $p1 = ['x'],
) {
  package { 'c1-pkg1': ensure => 'latest', tag => ['beta', 'beta'], loglevel => 'warning' }
  Notify { message => 'hello', tag => 'gamma' }
  user { 'c1-user1': managehome => false, * => {  } }
  tag 'gamma'
}
Notify { withpath => false }
user { ['user1', 'user2']: shell => '/bin/bash', managehome => true }
notify { 'n1': loglevel => 'warning' }
include c1
service {
  default: require => Notify['n1'];
  'svc1': before => Notify['n1'];
  'svc2': enable => false;
}
Service['svc1'] ~> [Service['svc1']] <~ User['user2']
@file {
  default: owner => 'root';
  '/tmp/f1': content => "${trusted[certname]}", ensure => 'directory';
  '/tmp/f2': tag => 'db';
}
tag 'db'
include c1
File <| tag == 'db' |> -> Service['svc1'] -> Notify <| tag == 'alpha' and title == 'svc2' |>
notify { 'n2': tag => 'db', subscribe => Package['c1-pkg1'], require => [Service['svc1']] }
@exec { 'run1': notify => [Service['svc2']] }
$v24 = { 'k' => 'v' }
realize([File['/tmp/f2']])
file { '/tmp/f3': ensure => 'file' }
