define d1 (
  $level = 'level-default',
) {
  notify { "${title}-d12": message => 'fixed', require => Notify["${title}-d11"] }
  notify { "${title}-d11": message => "${name}: ${level}" }
}
class c1 (
  Enum['a', 'b'] $p1 = 'a',
  Variant[Integer, String] $p2 = 'one',
  Enum['a', 'b'] $p3 = 'a',
) {
  exec { 'c1-run1': tag => ['db', 'web'] }
}
class c2 (
  Boolean $p1 = true,
  Optional[String] $p2 = 'o',
  Array[String] $p3 = ['a', 'b'],
) {
  require c1
  notify { 'c2-n1': loglevel => 'info' }
}
d1 { ['d1-n1', 'd1-n2']: level => 'v1' }
if tagged('beta') {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
include c1
if defined(Exec['c1-run1']) {
  notify { 'if-n2': }
} else {
  notify { 'else-n2': message => 'not' }
}
notify { 'n1': message => 'multi
line' }
Notify <| message == 'hello' |> -> Exec['c1-run1'] <~ [Notify['d1-n1-d11'], Notify['d1-n1-d12'], Notify['d1-n2-d12']]
Service { notify => Notify['d1-n2-d11'] }
Exec['c1-run1'] <~ Notify['d1-n2-d12']
Service <| message == 'x y' and message == 'x y' |>
Notify['d1-n1-d11'] <- Notify['d1-n2-d12'] <~ Notify['n1']
tag 'alpha'
Package { before => [Exec['c1-run1'], Notify['n1']], tag => 'beta' }
if defined('c2') {
  notify { 'if-n3': }
} else {
  notify { 'else-n3': message => 'not' }
}
