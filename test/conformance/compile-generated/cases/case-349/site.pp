define d1 (
  $msg = 'msg-default',
  $extra = 'extra-default',
) {
  notify { "${title}-d11": message => 'fixed', tag => 'beta' }
  File { noop => true }
}
define d2 (
  $extra = 'extra-default',
) {
  notify { "${title}-d21": message => $extra, tag => 'web' }
  File { noop => true }
}
class c1 {
  @user { 'c1-user1': loglevel => 'warning', uid => '300', groups => ['adm', 'sudo'] }
  notify { 'c1-n1': tag => ['gamma', 'db'] }
  file { '/tmp/c1-f1': content => "line\n", * => { 'owner' => 'www-data' } }
  package { 'c1-pkg1': tag => 'web', noop => true, loglevel => 'info' }
}
User <| tag != 'alpha' |>
