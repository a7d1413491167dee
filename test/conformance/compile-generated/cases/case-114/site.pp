define d1 (
  $extra = 'extra-default',
  $msg = 'msg-default',
) {
  notify { "${title}-d11": message => $title }
}
$v2 = 'val'
@@notify { 'n1': withpath => true, * => {  } }
d1 { 'd1-n1': msg => 7, extra => 'v1' }
file { '/tmp/f1': before => Notify['d1-n1-d11'] }
package { 'pkg1': subscribe => [File['/tmp/f1']], tag => ['beta', 'web'], before => Notify['d1-n1-d11'] }
[Notify['d1-n1-d11']] ~> File['/tmp/f1']
d1 { ['d1-n2', 'd1-n3']: }
Notify <| ensure == 'directory' and message == 'hello' |> { require => Notify['d1-n1-d11'] }
$v10 = [1, 2]
Package['pkg1'] -> [Package['pkg1']]
Notify { loglevel => 'warning', subscribe => [Package['pkg1'], File['/tmp/f1']] }
notify { 'n2': message => "${module_name} says hi" }
Notify { tag => ['gamma', 'beta'] }
file { ['/tmp/f2', '/tmp/f3']: mode => '0600', loglevel => 'info' }
File['/tmp/f3'] <~ Notify['d1-n1-d11']
d1 { ['d1-n4', 'd1-n5']: }
file { '/tmp/f4': noop => true, * => {  } }
Service <<| tag != 'db' |>> { require => File['/tmp/f4'] }
tag 'web'
@notify {
  default: withpath => false, message => 'world';
  'n3': message => undef;
  'n4': message => 'x y', loglevel => 'info';
}
service { 'svc1': before => File['/tmp/f3'], tag => ['web', 'alpha'] }
@notify { 'n5': tag => ['beta', 'web'], message => 'world' }
file { ['/tmp/f5', '/tmp/f6', '/tmp/f7']: before => Notify['d1-n4-d11'] }
d1 { ['d1-n6', 'd1-n7']: extra => 'v1' }
@@exec { 'run1': command => 'touch /tmp/x', timeout => 1001 }
exec { ['run2', 'run3', 'run4']: command => '/usr/bin/env echo hi', tag => 'beta' }
package { 'pkg2': notify => File['/tmp/f2'], noop => false }
User { before => Exec['run4'], groups => ['adm', 'sudo'] }
Notify <<| ensure == 'running' |>> { message => 42 }
notify { 'n6': tag => ['beta', 'beta'] }
if tagged('gamma') {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
