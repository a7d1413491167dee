define d1 (
  $extra = 'extra-default',
) {
  notify { "${title}-d11": message => 'fixed' }
}
class c1 (
  Enum['a', 'b'] $p1 = 'a',
) {
  @user { 'c1-user1': shell => '/bin/bash', loglevel => 'warning' }
}
User <| title == 'n1' |>
exec { 'run1': command => 'touch /tmp/x', refreshonly => true, tag => 'web' }
Exec { tag => ['db', 'alpha'] }
notify { 'n1': before => Exec['run1'] }
exec { 'run2': noop => true, subscribe => [Notify['n1']] }
Exec['run2'] { before +> Notify['n1'] }
Notify <| tag == 'beta' |>
tag 'web'
notify { 'n2': notify => [Exec['run2']], loglevel => 'info' }
notify { 'n3': noop => true, message => "tab\there" }
Notify['n3'] <~ [Notify['n1']] <- Exec['run1']
Service <| tag == 'beta' and tag == 'web' |>
if defined(Notify['n3']) {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
