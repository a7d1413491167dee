define d1 (
  $level = 'level-default',
) {
  notify { "${title}-d12": message => "${name}: ${level}" }
  notify { "${title}-d11": message => "${name}: ${level}" }
}
class c1 {
  tag 'alpha'
}
class c2 {
  if tagged('web') {
    notify { 'c2-if-n1': }
  } else {
    notify { 'c2-else-n1': message => 'not' }
  }
  d1 { 'c2-d1-n1': }
  if defined('c1') {
    notify { 'c2-if-n2': }
  } else {
    notify { 'c2-else-n2': message => 'not' }
  }
  notify { 'c2-n1': loglevel => 'warning', tag => 'alpha' }
}
class c3 {
  @service { 'c3-svc1': loglevel => 'info', noop => true }
  service { 'c3-svc2': ensure => 'stopped' }
}
service { 'svc1': enable => false, tag => ['db', 'web'], ensure => 'stopped' }
exec { ['run1', 'run2', 'run3']: command => 'touch /tmp/x', timeout => 1001, tag => 'beta' }
if defined('c3') {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
Package <| message == 'hello' |> { tag +> ['web', 'web'] }
Notify { withpath => false }
Exec['run2'] -> Exec['run2'] -> Exec['run1']
Exec['run2'] { require => [Service['svc1']] }
d1 { 'd1-n1': }
File { loglevel => 'info' }
tag 'beta'
exec { 'run4': require => Exec['run1'], command => '/bin/true' }
class { 'c2': }
if tagged('beta') {
  notify { 'if-n2': }
} else {
  notify { 'else-n2': message => 'not' }
}
Package <| title == 'd1-n1-d12' or tag == 'beta' |>
tag 'web'
Notify { subscribe => Notify['d1-n1-d12'], loglevel => 'warning' }
$v33 = { 'k' => 'v' }
tag 'alpha'
Notify['c2-n1'] <~ Notify['d1-n1-d12'] ~> Service <| title == 'run3' |>
package { 'pkg1': loglevel => 'info', ensure => '1.2.3', require => Notify['d1-n1-d12'] }
