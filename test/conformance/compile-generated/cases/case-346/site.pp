file { '/tmp/f1': loglevel => 'warning', noop => false, content => "${trusted[certname]}" }
file { '/tmp/f2': require => File['/tmp/f1'], content => "${facts[hostname]}" }
File { owner => 'root' }
$v3 = [1, 2]
file {
  default: notify => File['/tmp/f1'];
  '/tmp/f3': subscribe => File['/tmp/f1'];
  '/tmp/f4': tag => ['beta', 'web'];
  '/tmp/f5': subscribe => File['/tmp/f1'];
}
notify { 'n1': before => File['/tmp/f3'], withpath => true }
@notify { 'n2': require => File['/tmp/f3'] }
if defined('$p1') {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
File['/tmp/f4'] <~ File <|  |>
Notify { tag => ['gamma', 'beta'] }
@notify {
  default: notify => [File['/tmp/f1'], File['/tmp/f3']];
  'n3': noop => false;
}
File['/tmp/f3'] <- [File['/tmp/f4'], Notify['n1'], File['/tmp/f5']]
user { 'user1': before => [File['/tmp/f1']], subscribe => [File['/tmp/f1'], File['/tmp/f3']] }
Notify <| tag == 'alpha' |> -> [File['/tmp/f3']] -> Notify['n1']
user { 'user2': require => [File['/tmp/f5']], managehome => false }
[File['/tmp/f2']] <~ [File['/tmp/f1']] -> User['user2']
exec { 'run1': command => '/usr/bin/env echo hi', path => ['/bin', '/usr/bin'] }
file { '/tmp/f6': before => File['/tmp/f5'], require => Notify['n1'], tag => ['beta', 'web'] }
@file { ['/tmp/f7', '/tmp/f8', '/tmp/f9']: notify => File['/tmp/f5'], owner => 'www-data' }
if defined('$title') {
  notify { 'if-n2': }
} else {
  notify { 'else-n2': message => 'not' }
}
Service { require => File['/tmp/f2'] }
Package { notify => File['/tmp/f4'], subscribe => Notify['n1'] }
file { '/tmp/f10': ensure => 'directory', notify => Notify['n1'] }
package {
  default: tag => ['alpha', 'alpha'];
  'pkg1': ensure => '1.2.3', noop => false;
  'pkg2': tag => 'alpha', noop => false;
}
service { 'svc1': hasrestart => false, notify => File['/tmp/f5'] }
realize([File['/tmp/f7'], File['/tmp/f8']])
service { 'svc2': notify => File['/tmp/f3'], subscribe => File['/tmp/f5'], loglevel => 'info' }
if defined('$p1') {
  notify { 'if-n3': }
} else {
  notify { 'else-n3': message => 'not' }
}
