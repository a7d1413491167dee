define d1 (
  $msg = 'msg-default',
) {
  notify { "${title}-d12": message => 'fixed' }
  notify { "${title}-d11": message => 'fixed', tag => 'beta' }
}
define d2 (
  $msg = 'msg-default',
  $level = 'level-default',
) {
  notify { "${title}-d22": message => $title, require => Notify["${title}-d21"] }
  notify { "${title}-d21": message => 'fixed', tag => 'web' }
  Notify { noop => true }
  d1 { "${name}-in": }
}
File <| message == 'world' |>
File { owner => 'www-data', mode => '0600' }
tag 'beta'
@file { ['/tmp/f1', '/tmp/f2', '/tmp/f3']: owner => 'www-data' }
realize(File['/tmp/f3'])
file { '/tmp/f4': content => 'data', notify => File['/tmp/f3'], before => File['/tmp/f3'] }
exec { ['run1', 'run2']: before => File['/tmp/f3'], tag => 'beta' }
exec {
  default: command => '/bin/true', loglevel => 'warning';
  'run3': command => '/bin/true', require => [File['/tmp/f4']];
}
Exec['run2'] <~ Exec['run3']
notify { 'n1': before => Exec['run1'], message => "${trusted[certname]} says hi" }
