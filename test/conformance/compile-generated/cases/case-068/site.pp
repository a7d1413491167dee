define d1 (
  $extra = 'extra-default',
) {
  notify { "${title}-d11": message => "${name}: ${extra}" }
}
class c1 {
  @user { 'c1-user1': ensure => 'present' }
  if tagged('db') {
    notify { 'c1-if-n1': }
  } else {
    notify { 'c1-else-n1': message => 'not' }
  }
  if defined('notify') {
    notify { 'c1-if-n2': }
  } else {
    notify { 'c1-else-n2': message => 'not' }
  }
}

