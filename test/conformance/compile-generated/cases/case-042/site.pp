define d1 (
  $msg = 'msg-default',
) {
  notify { "${title}-d12": message => "${name}: ${msg}", require => Notify["${title}-d11"] }
  notify { "${title}-d11": message => "${name}: ${msg}" }
  Notify { noop => true }
}
define d2 (
  $msg = 'msg-default',
) {
  notify { "${title}-d22": message => $title, require => Notify["${title}-d21"] }
  notify { "${title}-d21": message => $msg }
  d1 { "${name}-in": }
}
Package { ensure => 'absent' }
File { tag => ['gamma', 'db'], loglevel => 'info' }
package { 'pkg1': tag => 'db' }
