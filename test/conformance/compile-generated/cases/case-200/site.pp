define d1 (
  $level = 'level-default',
) {
  notify { "${title}-d11": message => 'fixed' }
}
define d2 (
  $msg = 'msg-default',
) {
  notify { "${title}-d21": message => "${name}: ${msg}" }
  d1 { "${name}-in": }
}
$v5 = [1, 2]
$v6 = { 'k' => 'v' }
tag 'db'
Notify <| message == 'hello' |> { require => Notify['ghost'] }
file {
  default: mode => '0600';
  '/tmp/f1': content => "line\n", loglevel => 'info';
  '/tmp/f2': loglevel => 'info', noop => false;
  '/tmp/f3': noop => false, content => 'data';
}
@notify { ['n1', 'n2']: subscribe => File['/tmp/f3'], message => "${trusted[certname]} says hi" }
File['/tmp/f2'] -> [File['/tmp/f3'], File['/tmp/f1']] ~> File['/tmp/f1']
$v12 = 'val'
file { '/tmp/f4': loglevel => 'warning', require => File['/tmp/f2'] }
d1 { 'd1-n1': level => 'v1' }
d1 { 'bad': bogus => 1 }
