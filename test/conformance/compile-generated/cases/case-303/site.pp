define d1 (
  $extra = 'extra-default',
) {
  notify { "${title}-d12": message => "${name}: ${extra}" }
  notify { "${title}-d11": message => $extra }
}
@exec { 'run1': command => '/bin/true', refreshonly => true, timeout => 30 }
@exec { 'run2': command => 'touch /tmp/x', tag => 'web' }
File <| tag == 'beta' and ensure == 'present' |> { noop => true }
d1 { 'd1-n1': extra => 'v1' }
file { ['/tmp/f1', '/tmp/f2']: content => "${module_name}" }
Notify <| message == 'world' or tag == 'db' |> { require => Notify['d1-n1-d11'] }
if defined('$nosuch') {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
Notify['d1-n1-d12'] -> [File['/tmp/f1'], File['/tmp/f2']] -> Notify['d1-n1-d11']
exec { 'run3': command => '/bin/true', noop => false, tag => ['beta', 'db'] }
