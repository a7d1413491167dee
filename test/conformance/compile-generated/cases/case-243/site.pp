define d1 (
  $msg = 'msg-default',
) {
  notify { "${title}-d12": message => 'fixed', require => Notify["${title}-d11"] }
  notify { "${title}-d11": message => "${name}: ${msg}", tag => 'beta' }
}
class c1 (
  Integer $p1 = 80,
  Boolean $p2 = false,
) {
  @notify { 'c1-n1': withpath => false }
  notify { ['c1-n2', 'c1-n3']: noop => true, loglevel => 'warning' }
}
File <| ensure == 'directory' |>
Notify { withpath => false, message => '' }
d1 { 'd1-n1': msg => 7 }
file { ['/tmp/f1', '/tmp/f2']: require => [Notify['d1-n1-d12'], Notify['d1-n1-d11']], ensure => 'file' }
@exec { 'run1': require => Notify['d1-n1-d12'], refreshonly => false, loglevel => 'info' }
class { 'c1': p1 => 80 }
notify { 'n1': noop => false }
@file { '/tmp/f3': content => "${trusted[certname]}", subscribe => Notify['d1-n1-d11'] }
service { 'svc1': require => Notify['c1-n3'], loglevel => 'info' }
notify { 'n2': message => undef }
Notify['n2'] -> Service['svc1']
Notify['n2'] { noop => true }
include c1
tag 'db'
File['/tmp/f1'] ~> Notify <| tag != 'gamma' |> <- Notify['c1-n2']
User { tag => 'beta' }
d1 { ['d1-n2', 'd1-n3']: msg => 'v1' }
tag 'db'
package { 'pkg1': tag => ['gamma', 'db'], noop => true, ensure => 'latest' }
File <| title == 'd1-n1-d11' and ensure == 'directory' |> -> Notify['c1-n2'] <~ Notify['n2']
