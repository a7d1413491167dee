define d1 (
  $msg = 'msg-default',
  $extra = 'extra-default',
) {
  notify { "${title}-d12": message => $title, tag => 'gamma', require => Notify["${title}-d11"] }
  notify { "${title}-d11": message => "${name}: ${msg}", tag => 'db' }
}
class c1 (
  Variant[Integer, String] $p1 = 'one',
) {
  d1 { 'c1-d1-n1': }
  @notify { 'c1-n1': withpath => false }
  file { '/tmp/c1-f1': subscribe => Notify['c1-d1-n1-d11'] }
  tag 'gamma'
}
class c2 inherits c1 {
  tag 'web'
  d1 { 'c2-d1-n1': extra => 'v2' }
  notify { ['c2-n1', 'c2-n2']: loglevel => 'warning' }
}
file { ['/tmp/f1', '/tmp/f2', '/tmp/f3']: content => "line\n" }
file { '/tmp/f4': before => File['/tmp/f2'], * => {  } }
notify { 'n1': subscribe => File['/tmp/f3'], notify => [File['/tmp/f2']] }
File['/tmp/f3'] <- File['/tmp/f3']
[File['/tmp/f2']] <- File['/tmp/f4'] <- Notify['n1']
Exec <| message == 'hello' |>
d1 { 'd1-n1': extra => 'v1' }
d1 { 'd1-n2': msg => 7 }
Notify { loglevel => 'info' }
realize(File['/nowhere'])
