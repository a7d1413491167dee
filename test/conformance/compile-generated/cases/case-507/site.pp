define d1 (
  $level = 'level-default',
  $msg = 'msg-default',
) {
  notify { "${title}-d12": message => $title, require => Notify["${title}-d11"] }
  notify { "${title}-d11": message => $title }
}
d1 { ['d1-n1', 'd1-n2']: }
d1 { 'd1-n3': msg => 'v1', level => 'v2' }
@notify {
  default: withpath => false, tag => ['db', 'web'];
  'n1': message => 'world', before => Notify['d1-n2-d11'];
}
Notify { require => Notify['d1-n3-d11'], tag => 'beta' }
notify {
  default: loglevel => 'warning', message => 'world';
  'n2': loglevel => 'info', tag => ['db', 'gamma'];
}
