class c1 (
  Optional[String] $p1 = 'o',
) {
  notify {
    default: message => "${p1} says hi";
    'c1-n1': tag => ['web', 'alpha'], message => 'hello';
    'c1-n2': loglevel => 'warning';
  }
}
notify { 'n1': message => '' }
@package { 'pkg1': tag => 'beta', notify => Notify['n1'], loglevel => 'warning' }
notify { 'n2': subscribe => Notify['n1'], require => Notify['n1'] }
$v5 = 'val'
@@notify { 'n3': subscribe => Notify['n1'] }
Notify['n2'] { before +> Notify['n2'] }
notify {
  default: subscribe => [Notify['n2']], require => Notify['n2'];
  'n4': notify => Notify['n2'];
  'n5': require => Notify['n1'];
}
user { 'user1': noop => true, * => {  } }
realize([Package['pkg1']])
$v11 = { 'k' => 'v' }
require c1
$v13 = { 'k' => 'v' }
if defined('c1') {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
Package <| message == 'hello' |>
require c1
Notify['c1-n2'] ~> Notify['n4']
Package <<| message == 42 and ensure == 'directory' |>> { require +> Notify['c1-n1'] }
if defined('$p1') {
  notify { 'if-n2': }
} else {
  notify { 'else-n2': message => 'not' }
}
service { 'svc1': tag => 'web', subscribe => [Notify['n2']] }
notify { 'n6': subscribe => Notify['n4'] }
Package <| message == 'hello' |>
