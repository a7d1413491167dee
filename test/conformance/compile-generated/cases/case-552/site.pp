define d1 (
  $level = 'level-default',
) {
  notify { "${title}-d11": message => $level, tag => 'beta' }
}
class c1 {
  tag 'alpha'
  File <| tag == 'beta' or tag == 'gamma' |>
}
class c2 (
  String $p1 = 'abc',
  Optional[String] $p2 = 'o',
) inherits c1 {
  Notify { message => 'multi
  line', tag => 'gamma' }
}
file { '/tmp/f1': loglevel => 'warning', * => {  } }
exec { ['run1', 'run2', 'run3']: command => 'touch /tmp/x', notify => File['/tmp/f1'], tag => 'web' }
Service <| message == 42 |>
file { '/tmp/f2': subscribe => Exec['run1'] }
@@notify { 'n1': noop => true, * => { 'require' => Exec['run1'] } }
