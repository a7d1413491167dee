define d1 (
  $level = 'level-default',
  $extra = 'extra-default',
) {
  notify { "${title}-d11": message => "${name}: ${level}", tag => 'gamma' }
}
Notify <|  |>
if defined('notify') {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
if tagged('gamma') {
  notify { 'if-n2': }
} else {
  notify { 'else-n2': message => 'not' }
}
include nosuch
