File { mode => '0644', owner => 'root' }
define d($x = 1) {
  file { "/tmp/d-${title}": }
  notify { "d-${title}": }
}
class a {
  File { owner => 'a-owner' }
  Notify { message => 'from-a' }
  d { 'in-a': }
  file { '/tmp/a': }
  include b
}
class b {
  file { '/tmp/b': }
  d { 'in-b': }
}
class c inherits a {
  File['/tmp/a'] { owner => 'c-owner' }
  File { group => 'c-group' }
  file { '/tmp/c': }
}
include c
Notify { loglevel => 'info' }
notify { 'late': }
d { 'top': }
Notify <| title == 'd-top' |> { message => 'collected' }
