define d1 (
  $level = 'level-default',
  $msg = 'msg-default',
) {
  notify { "${title}-d12": message => $title, tag => 'alpha', require => Notify["${title}-d11"] }
  notify { "${title}-d11": message => 'fixed' }
}
define d2 (
  $msg = 'msg-default',
) {
  notify { "${title}-d22": message => $msg, require => Notify["${title}-d21"] }
  notify { "${title}-d21": message => $msg }
  d1 { "${name}-in": }
}
d1 { 'd1-n1': msg => 'v2' }
@d2 { ['d2-n1', 'd2-n2']: msg => 'v2' }
notify { 'n1': subscribe => Notify['d1-n1-d11'] }
