define d1 (
  $msg = 'msg-default',
  $extra = 'extra-default',
) {
  notify { "${title}-d12": message => $msg, require => Notify["${title}-d11"] }
  notify { "${title}-d11": message => "${name}: ${msg}", tag => 'gamma' }
}
define d2 (
  $msg = 'msg-default',
) {
  notify { "${title}-d22": message => $msg }
  notify { "${title}-d21": message => "${name}: ${msg}", tag => 'gamma' }
  d1 { "${name}-in": }
}
notify { 'n1': withpath => false }
Package { ensure => 'absent' }
Notify['ghost'] { message => 'x' }
