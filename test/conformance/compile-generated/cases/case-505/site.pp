define d1 (
  $msg = 'msg-default',
  $level = 'level-default',
) {
  notify { "${title}-d11": message => 'fixed' }
}
define d2 (
  $level = 'level-default',
) {
  notify { "${title}-d22": message => $title, require => Notify["${title}-d21"] }
  notify { "${title}-d21": message => $title }
  d1 { "${name}-in": }
}
$v6 = 'val'
tag 'gamma'
if defined('$title') {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
notify {
  default: withpath => true, tag => 'gamma';
  'n1': withpath => false;
  'n2': tag => 'web';
}
tag 'db'
