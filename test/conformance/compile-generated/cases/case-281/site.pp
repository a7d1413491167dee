define d1 (
  $extra = 'extra-default',
  $level = 'level-default',
) {
  notify { "${title}-d12": message => $title, require => Notify["${title}-d11"] }
  notify { "${title}-d11": message => "${name}: ${extra}" }
  Notify { noop => true }
}
notify { 'n1': message => undef, noop => true }
$v5 = [1, 2]
User { managehome => true, require => Notify['n1'] }
notify { 'n2': noop => true, withpath => true, notify => Notify['n1'] }
if tagged('db') {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
if tagged('beta') {
  notify { 'if-n2': }
} else {
  notify { 'else-n2': message => 'not' }
}
tag 'alpha'
d1 { 'd1-n1': level => 'v1' }
Notify['n2'] { tag +> ['web', 'alpha'] }
File { tag => 'db' }
User <| title == 'd1-n1-d12' |> { require +> Notify['d1-n1-d12'] }
Notify { require => Notify['d1-n1-d12'], noop => true }
@exec { 'run1': refreshonly => false, path => ['/bin', '/usr/bin'] }
@notify { 'n3': message => "${module_name} says hi" }
tag 'beta'
@service { 'svc1': loglevel => 'warning', subscribe => Notify['d1-n1-d12'] }
User { subscribe => Notify['d1-n1-d12'] }
exec { 'run2': command => '/usr/bin/env echo hi', tag => ['web', 'web'], refreshonly => false }
Notify <| title == 'd1-n1-d12' |>
$v25 = 'val'
Notify['n2'] { require +> Notify['n2'] }
$v27 = [1, 2]
service { 'svc2': tag => ['db', 'db'], hasrestart => false }
notify { ['n4', 'n5', 'n6']: require => Exec['run2'], message => 'world' }
Exec['run2'] <- [Notify['d1-n1-d12']]
[Notify['n4']] <~ Notify <| (tag == 'web' and tag != 'alpha') and title == 'n1' |> ~> Exec['run2']
notify {
  default: message => "tab\there";
  'n7': require => Notify['d1-n1-d11'], tag => 'web';
  'n8': require => Notify['n1'], withpath => true;
}
