class c1 (
  Boolean $p1 = true,
) {
  Package { ensure => 'installed', noop => false }
}
class c2 {
  Package { tag => ['db', 'gamma'] }
  @file { ['/tmp/c2-f1', '/tmp/c2-f2']: tag => ['alpha', 'web'] }
  tag 'web'
}
File <| tag != 'web' |>
Notify { tag => ['alpha', 'gamma'] }
File { owner => 'www-data', mode => '0600' }
notify { 'n1': loglevel => 'warning', * => {  } }
$v10 = [1, 2]
Notify { noop => false }
@@service { 'svc1': subscribe => Notify['n1'], enable => false, hasrestart => false }
user { 'user1': ensure => 'present', groups => ['adm', 'sudo'], managehome => false }
Notify['n1'] { withpath => false }
include c1
file { '/tmp/f1': notify => Notify['n1'], owner => 'root' }
$v17 = { 'k' => 'v' }
Notify['n1'] { require => File['/tmp/f1'] }
if tagged('gamma') {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
notify { 'n2': subscribe => User['user1'] }
File['/tmp/f1'] <- File['/tmp/f1'] <- Notify['n1']
notify { 'n3': message => "tab\there", subscribe => Notify['n2'] }
require c2
realize([File['/tmp/c2-f1']])
require c1
if defined('c1') {
  notify { 'if-n2': }
} else {
  notify { 'else-n2': message => 'not' }
}
package { 'pkg1': tag => 'gamma' }
notify { 'n4': noop => true, loglevel => 'warning' }
User { groups => ['adm', 'sudo'] }
tag 'db'
tag 'db'
file { ['/tmp/f2', '/tmp/f3']: tag => ['alpha', 'gamma'] }
@file { ['/tmp/f4', '/tmp/f5', '/tmp/f6']: owner => 'root', tag => ['alpha', 'db'] }
Notify { message => undef }
File['/tmp/f3'] <~ Package['pkg1'] <- [Notify['n3']]
