define d1 (
  $msg = 'msg-default',
) {
  notify { "${title}-d11": message => $title, tag => 'alpha' }
  Notify { noop => true }
}
$v3 = { 'k' => 'v' }
Notify <| tag != 'alpha' |> { require +> Notify['ghost'] }
file { ['/tmp/f1', '/tmp/f2']: tag => 'db' }
Exec <| ensure == 'directory' and title == '/tmp/f1' |> { tag +> 'alpha' }
$v7 = 'val'
notify { ['n1', 'n2', 'n3']: message => 3.5, withpath => true }
Service <| ensure == 'directory' |>
@service { 'svc1': tag => ['alpha', 'gamma'], notify => [Notify['n1']] }
notify { 'n4': tag => 'beta' }
if defined(Class[main]) {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
realize([Service['svc1']])
Service <| (tag != 'alpha' and ensure == 'directory') and message == 42 |> { noop => false }
package { 'pkg1': ensure => 'installed' }
Notify <| ensure == 'directory' |>
service { 'svc2': ensure => 'running', hasrestart => true }
Service <| (tag == 'beta' or tag != 'gamma') and message == 'world' |>
[Service['svc2']] ~> [File['/tmp/f2'], Notify['n4']] -> Notify['n2']
file { '/tmp/f3': notify => File['/tmp/f1'], tag => ['alpha', 'web'] }
File['/tmp/f3'] ~> File <| ensure == 'present' |> <~ File['/tmp/f1']
service {
  default: hasrestart => false;
  'svc3': before => File['/tmp/f2'], tag => ['web', 'gamma'];
  'svc4': before => Notify['n3'];
}
if defined('$nosuch') {
  notify { 'if-n2': }
} else {
  notify { 'else-n2': message => 'not' }
}
