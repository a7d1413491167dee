define d1 (
  $level = 'level-default',
  $extra = 'extra-default',
) {
  notify { "${title}-d12": message => $title, tag => 'gamma' }
  notify { "${title}-d11": message => $level }
}
define d2 (
  $msg = 'msg-default',
) {
  notify { "${title}-d22": message => "${name}: ${msg}", require => Notify["${title}-d21"] }
  notify { "${title}-d21": message => 'fixed' }
  File { noop => true }
}
class c1 {
  if defined('$nosuch') {
    notify { 'c1-if-n1': }
  } else {
    notify { 'c1-else-n1': message => 'not' }
  }
  @notify { ['c1-n1', 'c1-n2', 'c1-n3']: loglevel => 'info' }
  if defined('$title') {
    notify { 'c1-if-n2': }
  } else {
    notify { 'c1-else-n2': message => 'not' }
  }
  notify { 'c1-n4': message => true, tag => 'beta' }
}
d1 { 'd1-n1': }
@notify {
  default: subscribe => Notify['d1-n1-d12'];
  'n1': tag => 'beta', subscribe => [Notify['d1-n1-d11']];
}
notify {
  default: before => Notify['d1-n1-d12'], notify => Notify['d1-n1-d11'];
  'n2': message => undef, loglevel => 'warning';
}
d1 { 'd1-n2': extra => 7 }
user { ['user1', 'user2', 'user3']: subscribe => [Notify['n2']] }
Notify <| message == 'world' or tag != 'beta' |>
include c1
User['user2'] { require => Notify['d1-n2-d11'] }
notify { 'n3': before => Notify['n2'] }
User['user2'] -> [Notify['d1-n2-d12'], User['user1']] -> Notify['n3']
if defined(Class['c1']) {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
User['user2'] { before +> Notify['d1-n1-d12'] }
realize([Notify['c1-n1'], Notify['c1-n3']])
Notify['d1-n1-d12'] <- Notify['d1-n2-d11']
if tagged('db') {
  notify { 'if-n2': }
} else {
  notify { 'else-n2': message => 'not' }
}
