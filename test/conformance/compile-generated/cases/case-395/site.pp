define d1 (
  $level = 'level-default',
) {
  notify { "${title}-d12": message => "${name}: ${level}" }
  notify { "${title}-d11": message => $title, tag => 'gamma' }
  File { noop => true }
}
class c1 {
  Notify { withpath => false, message => 'multi
  line' }
  notify {
    default: loglevel => 'info', message => ['a', 'b'];
    'c1-n1': message => "tab\there", tag => 'web';
    'c1-n2': noop => true, loglevel => 'warning';
    'c1-n3': message => 'x y';
  }
}
Notify <| tag == 'beta' |>
d1 { 'd1-n1': level => 'v2' }
exec { 'run1': command => 'touch /tmp/x', subscribe => Notify['d1-n1-d12'], notify => Notify['d1-n1-d11'] }
Notify <| title == 'd1-n1-d12' and tag == 'db' |> <- Notify['d1-n1-d11'] -> Notify['d1-n1-d11']
$v11 = { 'k' => 'v' }
Notify['d1-n1-d12'] <- [Notify['d1-n1-d12'], Exec['run1']]
class { 'c1': }
include c1
if defined('$title') {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
Service <| ensure == 'directory' |>
if defined('c1') {
  notify { 'if-n2': }
} else {
  notify { 'else-n2': message => 'not' }
}
include c1
Notify <| message == 42 and message == 'hello' |> { message => 'x y' }
File <| ensure == 'directory' |> { require => Exec['run1'] }
Notify <| ensure == 'running' |> { message => 'multi
line' }
@@user { 'user1': loglevel => 'warning', noop => false }
Notify { subscribe => Notify['d1-n1-d12'] }
if defined('$title') {
  notify { 'if-n3': }
} else {
  notify { 'else-n3': message => 'not' }
}
notify { 'n1': before => Notify['c1-n1'] }
@@exec { 'run2': path => ['/bin', '/usr/bin'], command => '/bin/true', tag => ['gamma', 'alpha'] }
@@file { '/tmp/f1': ensure => 'file' }
Notify <| tag != 'db' or title == 'c1-n1' |>
Notify { before => Notify['n1'], tag => 'db' }
d1 { 'bad': bogus => 1 }
