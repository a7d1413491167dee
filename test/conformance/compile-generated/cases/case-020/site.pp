define d1 (
  $extra = 'extra-default',
) {
  notify { "${title}-d12": message => 'fixed', require => Notify["${title}-d11"] }
  notify { "${title}-d11": message => "${name}: ${extra}" }
  File { noop => true }
}
define d2 (
  $extra = 'extra-default',
) {
  notify { "${title}-d22": message => $title }
  notify { "${title}-d21": message => $extra, tag => 'alpha' }
  File { noop => true }
}
class c1 {
  notify { 'c1-n1': tag => ['alpha', 'gamma'], message => "tab\there" }
  file { '/tmp/c1-f1': loglevel => 'warning', * => {  } }
}
class c2 {
  Notify <| title == 'n1' |>
  Exec { noop => true, tag => 'db' }
  contain c1
}
stage { 'pre': before => Stage['main'] }
contain c2
File['/tmp/c1-f1'] -> [Notify['c1-n1']]
file { '/tmp/f1': tag => 'web' }
File['/tmp/c1-f1'] <- Notify['c1-n1']
package { 'pkg1': loglevel => 'info', * => { 'noop' => true } }
@@notify { 'n1': tag => 'db', * => {  } }
if defined('$x') {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
Exec { noop => false, before => Notify['c1-n1'] }
