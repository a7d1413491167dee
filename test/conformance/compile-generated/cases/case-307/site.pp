define d1 (
  $extra = 'extra-default',
) {
  notify { "${title}-d11": message => $extra }
}
class c1 {
  tag 'gamma'
  notify { ['c1-n1', 'c1-n2']: message => 'x y', withpath => false }
  service { 'c1-svc1': loglevel => 'warning', tag => 'gamma' }
}
Notify { tag => ['alpha', 'db'] }
notify { 'n1': noop => false, tag => 'gamma', message => 'hello' }
Notify['n1'] <- Notify['n1']
package { 'pkg1': ensure => 'absent', noop => true }
Notify <| ensure == 'present' |>
Package['pkg1'] { require +> Package['pkg1'] }
Notify { subscribe => Package['pkg1'] }
Notify { message => "${module_name} says hi" }
Notify <| title == 'n1' |> <~ [Notify['n1'], Package['pkg1']] -> Notify <|  |>
if tagged('beta') {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
