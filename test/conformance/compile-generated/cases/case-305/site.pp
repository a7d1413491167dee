define d1 (
  $msg = 'msg-default',
  $level = 'level-default',
) {
  notify { "${title}-d12": message => 'fixed', require => Notify["${title}-d11"] }
  notify { "${title}-d11": message => "${name}: ${msg}" }
  File { noop => true }
}
class c1 (
  Optional[String] $p1 = 'o',
) {
  notify { 'c1-n1': tag => 'beta' }
  File <| title == 'n1' or message == 'hello' |>
}
class c2 (
  String $p1 = 's',
) {
  User { groups => ['adm', 'sudo'] }
  exec { 'c2-run1': command => '/bin/true', loglevel => 'info' }
}
class c3 inherits c1 {
  file {
    default: owner => 'www-data';
    '/tmp/c3-f1': tag => 'web', content => 'data';
    '/tmp/c3-f2': loglevel => 'info', mode => '0644';
    '/tmp/c3-f3': ensure => 'present';
  }
}
class { 'c3': }
exec { 'run1': tag => ['gamma', 'gamma'], command => '/bin/true' }
if defined(File['/tmp/c3-f1']) {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
@exec {
  default: command => '/bin/true', noop => false, path => ['/bin', '/usr/bin'];
  'run2': command => '/bin/true', noop => false;
  'run3': command => '/bin/true', tag => 'gamma', notify => [File['/tmp/c3-f1'], Exec['run1']];
  'run4': tag => 'beta';
}
d1 { ['d1-n1', 'd1-n2']: level => 7 }
notify { ['n1', 'n2', 'n3']: withpath => true }
service {
  default: tag => 'web', require => Notify['d1-n2-d11'];
  'svc1': tag => ['db', 'beta'];
  'svc2': subscribe => [Exec['run1'], Notify['n2']], ensure => 'running';
}
exec { 'run5': refreshonly => true, tag => 'beta', command => 'touch /tmp/x' }
Exec <| (message == 42 or title == 'c1-n1') and tag != 'db' |>
Notify <| ensure == 'present' or title == '/tmp/c3-f2' |> { message => 'multi
line' }
if defined(File['/tmp/c3-f3']) {
  notify { 'if-n2': }
} else {
  notify { 'else-n2': message => 'not' }
}
require c1
notify { 'n4': message => true, loglevel => 'warning', tag => 'web' }
File <| tag == 'gamma' |> -> Service['svc2'] -> Service <| title == 'n4' or title == 'd1-n2-d11' |>
exec { ['run6', 'run7', 'run8']: command => 'touch /tmp/x', loglevel => 'info' }
require c2
User { shell => '/bin/sh', managehome => true }
notify { 'n5': subscribe => [Notify['d1-n1-d11']] }
Exec['run8'] { tag +> 'alpha' }
Exec['run5'] { noop => true }
Class['c3'] ~> Service['svc2'] <~ File['/tmp/c3-f1']
@service { 'svc3': noop => false, ensure => 'stopped' }
