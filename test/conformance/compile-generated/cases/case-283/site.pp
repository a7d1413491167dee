define d1 (
  $msg = 'msg-default',
  $level = 'level-default',
) {
  notify { "${title}-d12": message => 'fixed' }
  notify { "${title}-d11": message => "${name}: ${msg}" }
}
define d2 (
  $extra = 'extra-default',
) {
  notify { "${title}-d22": message => $extra, require => Notify["${title}-d21"] }
  notify { "${title}-d21": message => $title }
  File { noop => true }
}
class c1 {
  tag 'gamma'
  @notify { 'c1-n1': message => ['a', 'b'] }
}
tag 'alpha'
package { 'pkg1': loglevel => 'info', noop => false }
