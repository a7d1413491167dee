class c1 (
  Enum['a', 'b'] $p1 = 'a',
) {
  tag 'db'
  @exec { 'c1-run1': timeout => 30, tag => 'db' }
  tag 'web'
  file { '/tmp/c1-f1': owner => 'root', tag => ['gamma', 'gamma'] }
}
class c2 (
  String $p1 = 'abc',
  Enum['a', 'b'] $p2 = 'a',
) {
  notify { ['c2-n1', 'c2-n2']: tag => 'gamma' }
  package { ['c2-pkg1', 'c2-pkg2', 'c2-pkg3']: tag => ['web', 'db'], noop => false }
  notify { 'c2-n3': message => "${p2} says hi", tag => ['web', 'alpha'] }
}
class c3 {
  user { 'c3-user1': tag => ['web', 'alpha'], ensure => 'absent' }
}
stage { 'pre': before => Stage['main'] }
@exec { 'run1': command => '/usr/bin/env echo hi', loglevel => 'info' }
include c2
contain c2
realize(Exec['run1'])
realize([Exec['run1']])
if defined('c3') {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
file { '/tmp/f1': noop => true, tag => ['alpha', 'web'] }
Package['c2-pkg1'] <~ File <|  |>
File['/tmp/f1'] { before => Notify['c2-n3'] }
@notify { 'n1': message => 'x y', withpath => true }
Exec <| tag != 'gamma' and tag != 'db' |>
include c3
Notify { before => [Package['c2-pkg1'], Notify['c2-n2']], subscribe => [User['c3-user1']] }
User['c3-user1'] -> Notify['c2-n2'] <~ Package['c2-pkg3']
file { ['/tmp/f2', '/tmp/f3', '/tmp/f4']: tag => ['alpha', 'web'] }
