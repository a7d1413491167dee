class c1 (
  Optional[String] $p1 = undef,
  Variant[Integer, String] $p2 = 'one',
  Boolean $p3 = true,
) {
  if defined(Class[main]) {
    notify { 'c1-if-n1': }
  } else {
    notify { 'c1-else-n1': message => 'not' }
  }
}
class c2 (
  Boolean $p1 = false,
) {
  if tagged('beta') {
    notify { 'c2-if-n1': }
  } else {
    notify { 'c2-else-n1': message => 'not' }
  }
}
class c3 (
  Boolean $p1 = false,
  Boolean $p2 = true,
) {
  File { content => 'data', tag => ['db', 'alpha'] }
  if defined('$title') {
    notify { 'c3-if-n1': }
  } else {
    notify { 'c3-else-n1': message => 'not' }
  }
}
stage { 'pre': before => Stage['main'] }
service { 'svc1': hasrestart => false, enable => false, loglevel => 'info' }
User <| (title == 'svc1' and tag != 'beta') and message == 'x y' |> { tag +> 'db' }
if defined('c2') {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
File <|  |> <- Service['svc1'] -> Service['svc1']
Service['svc1'] ~> Service['svc1'] <~ Service['svc1']
user { 'user1': shell => '/bin/bash', groups => 'users', ensure => 'present' }
Service['svc1'] <~ Service <|  |>
@@exec { 'run1': command => '/usr/bin/env echo hi', notify => [Service['svc1']] }
file { ['/tmp/f1', '/tmp/f2']: owner => 'root', tag => ['alpha', 'gamma'] }
contain c3
Service['svc1'] { before => User['user1'] }
include c3
exec { 'run2': command => '/usr/bin/env echo hi', require => File['/tmp/f2'], notify => User['user1'], tag => 'alpha' }
user { 'user2': require => File['/tmp/f2'], shell => '/bin/bash' }
@exec { 'run3': noop => false }
notify { 'n1': before => Service['svc1'], * => { 'tag' => ['alpha', 'beta'] } }
Notify <| tag == 'web' |> <~ User['user2'] ~> Exec['run2']
notify { 'n2': message => "${trusted[certname]} says hi" }
realize([Exec['run3']])
Service <| (ensure == 'directory' or ensure == 'running') and message == 'world' |>
tag 'web'
contain c1
exec { ['run4', 'run5', 'run6']: command => 'touch /tmp/x', require => Notify['n2'], tag => 'alpha' }
File['/tmp/f1'] { before => Exec['run2'] }
tag 'gamma'
Package { notify => File['/tmp/f1'] }
Notify { withpath => true }
