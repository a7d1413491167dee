define d1 (
  $extra = 'extra-default',
) {
  notify { "${title}-d12": message => $extra, tag => 'gamma' }
  notify { "${title}-d11": message => $title, tag => 'db' }
}
class c1 (
  Optional[String] $p1 = 'o',
  Optional[String] $p2 = 'o',
  Boolean $p3 = true,
) {
  notify {
    default: noop => false, message => "${p3} says hi";
    'c1-n1': noop => false;
    'c1-n2': message => undef;
  }
  tag 'db'
}
exec { 'run1': command => 'touch /tmp/x', tag => 'beta' }
Exec['run1'] <~ Exec['run1'] <- Exec['run1']
if tagged('beta') {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
exec {
  default: command => '/bin/true', path => ['/bin', '/usr/bin'], notify => Exec['run1'];
  'run2': tag => 'beta', command => 'touch /tmp/x';
  'run3': command => '/usr/bin/env echo hi', noop => false;
  'run4': command => '/bin/true', subscribe => Exec['run1'], tag => ['db', 'db'];
}
exec { 'run5': command => '/bin/true', noop => true, before => Exec['run4'] }
Exec['run3'] { before => Exec['run5'] }
Exec['run4'] -> Exec['run3']
exec { 'run6': command => '/bin/true', refreshonly => true }
user { 'user1': loglevel => 'warning', tag => 'beta' }
notify { 'n1': loglevel => 'warning', require => Exec['run4'] }
notify { 'n2': tag => 'web', subscribe => Notify['n1'] }
require c1
Exec <|  |>
file {
  default: tag => ['web', 'db'], ensure => 'file';
  '/tmp/f1': before => Exec['run5'];
  '/tmp/f2': ensure => 'directory';
}
Exec['run6'] -> Notify <| title == 'n1' |> -> Exec['run3']
File { tag => 'db', noop => false }
Service { notify => [Exec['run4'], File['/tmp/f2']] }
package { 'pkg1': noop => true }
d1 { 'd1-n1': extra => 7 }
Notify { message => '', tag => 'gamma' }
d1 { 'd1-n2': extra => 'v1' }
@@exec { ['run7', 'run8']: command => 'touch /tmp/x', require => Package['pkg1'] }
require c1
@@notify { 'n3': noop => false }
Notify { before => Notify['d1-n1-d12'] }
d1 { 'd1-n3': }
contain c1
Package['pkg1'] { require +> Exec['run2'] }
d1 { ['d1-n4', 'd1-n5']: }
tag 'web'
file { ['/tmp/f3', '/tmp/f4', '/tmp/f5']: tag => ['alpha', 'web'], subscribe => Notify['d1-n1-d11'] }
