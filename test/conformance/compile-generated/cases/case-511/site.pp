define d1 (
  $level = 'level-default',
) {
  notify { "${title}-d12": message => $title, require => Notify["${title}-d11"] }
  notify { "${title}-d11": message => $title, tag => 'web' }
}
define d2 (
  $msg = 'msg-default',
) {
  notify { "${title}-d21": message => $title }
}
class c1 {
  d1 { 'c1-d1-n1': }
  Package { tag => 'web' }
  if defined(Class[main]) {
    notify { 'c1-if-n1': }
  } else {
    notify { 'c1-else-n1': message => 'not' }
  }
  service {
    default: require => Notify['c1-d1-n1-d11'];
    'c1-svc1': enable => false;
  }
}

