notify { 'n1': tag => ['web', 'db'] }
Service <| ensure == 'running' |> { tag => ['alpha', 'beta'] }
Notify { require => Notify['n1'], tag => 'web' }
if defined(Notify['n1']) {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
Notify['n1'] { withpath => true }
$v6 = [1, 2]
notify { 'n2': message => "${facts[hostname]} says hi" }
User { subscribe => [Notify['n1'], Notify['n2']], notify => Notify['n1'] }
$v9 = { 'k' => 'v' }
File <| message == 42 |> { require => Notify['n2'] }
if tagged('gamma') {
  notify { 'if-n2': }
} else {
  notify { 'else-n2': message => 'not' }
}
Notify['n2'] <~ Notify['n2']
[Notify['n2']] -> Notify['n1']
package { 'pkg1': loglevel => 'warning' }
Notify['n2'] -> Notify['n1'] -> Package['pkg1']
package { ['pkg2', 'pkg3']: subscribe => [Package['pkg1']] }
tag 'db'
notify { ['n3', 'n4', 'n5']: require => Notify['n1'] }
[Package['pkg1'], Notify['n3']] -> [Notify['n2'], Package['pkg2'], Package['pkg1']] ~> [Package['pkg3'], Notify['n2']]
if tagged('gamma') {
  notify { 'if-n3': }
} else {
  notify { 'else-n3': message => 'not' }
}
service { 'svc1': ensure => 'stopped', * => {  } }
package { 'pkg4': require => Service['svc1'], tag => ['alpha', 'db'], subscribe => [Package['pkg3'], Service['svc1']] }
tag 'web'
Service <| title == 'pkg1' |> ~> Package['pkg4']
Notify['n3'] { noop => true }
Package <| ensure == 'directory' or ensure == 'running' |> { require +> Notify['n4'] }
@@file { ['/tmp/f1', '/tmp/f2']: content => "${facts[hostname]}" }
package { 'pkg5': ensure => 'latest', tag => ['beta', 'gamma'], subscribe => Notify['n4'] }
