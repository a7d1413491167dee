define d1 (
  $msg = 'msg-default',
  $level = 'level-default',
) {
  notify { "${title}-d12": message => "${name}: ${msg}" }
  notify { "${title}-d11": message => 'fixed', tag => 'db' }
  File { noop => true }
}
d1 { 'd1-n1': level => 'v2' }
Notify { tag => ['web', 'gamma'], subscribe => Notify['d1-n1-d11'] }
$v6 = 'val'
package { 'pkg1': subscribe => Notify['d1-n1-d12'] }
notify { 'n1': tag => ['alpha', 'gamma'], require => Notify['d1-n1-d11'] }
user { ['user1', 'user2']: require => [Notify['d1-n1-d11'], Notify['n1']] }
notify {
  default: notify => Notify['n1'];
  'n2': message => 42;
  'n3': require => User['user1'], message => true;
  'n4': withpath => true;
}
if defined('$title') {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
notify { 'n5': withpath => false, * => {  } }
notify { 'n6': withpath => true, tag => ['web', 'gamma'] }
File <| message == 'hello' |> <- Notify <| message == 'hello' |>
Notify <| ensure == 'directory' and tag != 'db' |>
