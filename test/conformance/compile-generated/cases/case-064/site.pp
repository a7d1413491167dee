define d1 (
  $msg = 'msg-default',
  $level = 'level-default',
) {
  notify { "${title}-d11": message => $msg }
  File { noop => true }
}
class c1 (
  Optional[String] $p1 = undef,
  Array[String] $p2 = [],
  Array[String] $p3 = ['a', 'b'],
) {
  file { ['/tmp/c1-f1', '/tmp/c1-f2']: mode => '0600' }
  Notify { message => 'world' }
  User { noop => false, groups => ['adm', 'sudo'] }
}
stage { 'pre': before => Stage['main'] }
d1 { 'd1-n1': msg => 7 }
tag 'beta'
contain c1
notify { 'n1': subscribe => File['/tmp/c1-f2'], tag => 'gamma', notify => Notify['d1-n1-d11'] }
File['/tmp/c1-f2'] -> Notify <| title == 'n1' |> -> [File['/tmp/c1-f2'], Notify['n1'], File['/tmp/c1-f1']]
