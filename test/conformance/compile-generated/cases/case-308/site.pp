tag 'gamma'
notify { 'n1': loglevel => 'info', withpath => true, tag => 'db' }
Notify['n1'] -> Notify['n1']
User { tag => 'alpha' }
Notify['n1'] -> Notify['n1']
@notify { 'n2': withpath => true, tag => 'db', message => 'world' }
notify { 'n3': withpath => true, message => 3.5 }
Notify <| tag == 'beta' |> { tag +> 'gamma' }
realize([Notify['n2']])
exec { 'run1': command => '/usr/bin/env echo hi', tag => ['gamma', 'web'], subscribe => Notify['n2'] }
package { ['pkg1', 'pkg2']: notify => Notify['n2'], require => [Notify['n2']] }
[Exec['run1']] -> File <| title == 'pkg1' |> -> Notify <| message == 'world' |>
file { '/tmp/f1': tag => ['beta', 'web'], loglevel => 'warning', require => Notify['n2'] }
file { ['/tmp/f2', '/tmp/f3', '/tmp/f4']: tag => ['db', 'beta'], mode => '0755' }
notify { 'n4': notify => Notify['n1'], tag => ['beta', 'db'] }
Notify <| (tag != 'alpha' or tag != 'alpha') and ensure == 'present' |> { message => 'hello' }
$v16 = 'val'
Package { before => Notify['n4'], notify => File['/tmp/f4'] }
exec { 'run2': subscribe => Package['pkg2'], timeout => 30 }
File['/tmp/f2'] -> Notify <| ensure == 'present' and tag != 'web' |> -> [Exec['run2'], Exec['run1']]
Notify['n4'] { before +> Notify['n1'] }
Notify { notify => [File['/tmp/f1'], File['/tmp/f4']] }
[File['/tmp/f1'], Notify['n2']] -> File['/tmp/f2']
File <| tag == 'beta' |> <~ File['/tmp/f3']
File <|  |> -> Notify['n2']
Notify['n4'] { require +> Notify['n1'] }
Notify <| (title == 'n1' and title == '/tmp/f1') and title == '/tmp/f1' |> { require +> Exec['run2'] }
Notify <| (tag != 'web' or title == 'run2') and tag == 'beta' |>
realize([Notify['n2']])
Service { before => Package['pkg2'] }
service { 'svc1': enable => false, tag => ['beta', 'beta'] }
notify { 'n5': subscribe => Notify['n1'] }
if defined(Class[main]) {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
notify { 'n6': subscribe => Notify['n4'], tag => 'alpha', message => undef }
realize([Notify['n2']])
