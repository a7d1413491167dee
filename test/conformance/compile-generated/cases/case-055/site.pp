define d1 (
  $level = 'level-default',
) {
  notify { "${title}-d12": message => "${name}: ${level}" }
  notify { "${title}-d11": message => $title, tag => 'gamma' }
}
file { '/tmp/f1': tag => 'beta', content => 'data' }
if defined(Class[main]) {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
file { '/tmp/f2': noop => true, require => File['/tmp/f1'], notify => File['/tmp/f1'] }
notify { 'n1': subscribe => File['/tmp/f1'] }
Notify { message => true }
Service { enable => false, tag => ['alpha', 'web'] }
exec { 'run1': command => 'touch /tmp/x', timeout => 1001 }
[Notify['n1']] -> [Exec['run1']]
@file { '/tmp/f3': subscribe => Notify['n1'], * => {  } }
d1 { 'd1-n1': }
notify { 'n2': notify => Notify['d1-n1-d11'], before => File['/tmp/f1'] }
[File['/tmp/f2'], Notify['d1-n1-d11']] -> Service <| ensure == 'directory' |> <- Notify <|  |>
notify { 'n3': require => File['/tmp/f2'], notify => [Notify['n1']] }
