class c1 {
  Notify { message => ['a', 'b'] }
  Notify { withpath => true, loglevel => 'warning' }
  Service { tag => 'alpha', loglevel => 'info' }
  package { 'c1-pkg1': ensure => 'installed', * => {  } }
}
if tagged('alpha') {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
@file { ['/tmp/f1', '/tmp/f2']: loglevel => 'info' }
Notify { withpath => true }
tag 'db'
realize([File['/tmp/f2']])
Notify { message => "${trusted[certname]} says hi", tag => 'db' }
require c1
file { '/tmp/f3': content => "${trusted[certname]}", * => { 'ensure' => 'directory' } }
if tagged('web') {
  notify { 'if-n2': }
} else {
  notify { 'else-n2': message => 'not' }
}
File['/tmp/f3'] { require +> Package['c1-pkg1'] }
File['/tmp/f2'] ~> Package['c1-pkg1']
File <| tag != 'beta' |> { require +> File['/tmp/f3'] }
realize(File['/tmp/f1'])
tag 'gamma'
if defined(Package['c1-pkg1']) {
  notify { 'if-n3': }
} else {
  notify { 'else-n3': message => 'not' }
}
@file { '/tmp/f4': noop => true }
notify { ['n1', 'n2']: noop => false, withpath => true }
service { 'svc1': before => [Notify['n2']], tag => 'beta' }
$v26 = [1, 2]
Service['svc1'] <~ Notify['n1']
File <|  |>
include c1
package { 'pkg1': noop => false }
File['/tmp/f3'] { noop => true }
notify { 'n3': message => undef, * => {  } }
Service { tag => 'alpha' }
