define d1 (
  $msg = 'msg-default',
) {
  notify { "${title}-d11": message => 'fixed' }
}
define d2 (
  $extra = 'extra-default',
) {
  notify { "${title}-d22": message => $title, tag => 'gamma', require => Notify["${title}-d21"] }
  notify { "${title}-d21": message => $extra }
  Notify { noop => true }
}
package {
  default: ensure => '1.2.3';
  'pkg1': loglevel => 'info';
}
@notify { 'n1': tag => 'db', loglevel => 'info' }
