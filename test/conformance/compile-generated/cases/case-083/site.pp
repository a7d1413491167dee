User { groups => [] }
User { ensure => 'present' }
tag 'db'
tag 'db'
tag 'gamma'
Notify { tag => 'web' }
tag 'web'
notify { 'n1': tag => ['web', 'beta'] }
$v8 = [1, 2]
Notify['n1'] ~> Notify['n1'] -> Notify <| ensure == 'running' |>
@package { 'pkg1': noop => true, tag => 'db' }
notify { 'n2': notify => Notify['n1'] }
if defined('$p1') {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
Package <| message == 42 and ensure == 'directory' |> { noop => true }
realize(Package['pkg1'])
$v16 = 'val'
notify { 'n3': tag => ['alpha', 'gamma'] }
service { 'svc1': before => Notify['n3'], tag => 'alpha', hasrestart => true }
