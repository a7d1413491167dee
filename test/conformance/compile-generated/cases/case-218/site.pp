define d1 (
  $level = 'level-default',
) {
  notify { "${title}-d12": message => $level, require => Notify["${title}-d11"] }
  notify { "${title}-d11": message => $title }
  Notify { noop => true }
}
define d2 (
  $msg = 'msg-default',
  $extra = 'extra-default',
) {
  notify { "${title}-d22": message => $title, require => Notify["${title}-d21"] }
  notify { "${title}-d21": message => "${name}: ${msg}", tag => 'beta' }
  d1 { "${name}-in": }
}
class c1 {
  notify {
    default: noop => true;
    'c1-n1': withpath => true;
    'c1-n2': message => '', tag => ['web', 'db'];
  }
  tag 'gamma'
  @exec { 'c1-run1': loglevel => 'warning', timeout => 1001, refreshonly => true }
  tag 'web'
}
stage { 'pre': before => Stage['main'] }

