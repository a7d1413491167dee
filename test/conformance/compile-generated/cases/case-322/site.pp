define d1 (
  $extra = 'extra-default',
) {
  notify { "${title}-d12": message => $title, require => Notify["${title}-d11"] }
  notify { "${title}-d11": message => 'fixed' }
}
class c1 {
  Notify <| tag != 'web' or message == 'x y' |>
  service { 'c1-svc1': loglevel => 'warning', tag => 'gamma' }
  exec { ['c1-run1', 'c1-run2', 'c1-run3']: refreshonly => false, tag => ['db', 'beta'] }
}
file { '/tmp/f1': content => "${trusted[certname]}", tag => 'beta' }
File['/tmp/f1'] { before +> File['/tmp/f1'] }
@file {
  default: content => "line\n", mode => '0755';
  '/tmp/f2': loglevel => 'info', ensure => 'absent';
  '/tmp/f3': loglevel => 'warning';
}
