define d1 (
  $extra = 'extra-default',
) {
  notify { "${title}-d11": message => "${name}: ${extra}", tag => 'gamma' }
}
d1 { 'd1-n1': }
Notify <| message == 'world' |> -> File <| title == 'd1-n1-d11' |>
package { 'pkg1': noop => false, subscribe => Notify['d1-n1-d11'], require => Notify['d1-n1-d11'] }
if tagged('gamma') {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
service { 'svc1': enable => false }
@@notify { 'n1': subscribe => Package['pkg1'], noop => true, tag => ['gamma', 'beta'] }
exec { 'run1': command => 'touch /tmp/x', * => { 'path' => ['/bin', '/usr/bin'] } }
User { groups => 'users' }
