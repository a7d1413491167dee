notify { 'n1': message => ['a', 'b'] }
if defined(Class[main]) {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
package { 'pkg1': ensure => '1.2.3', * => { 'before' => Notify['n1'] } }
service { 'svc1': enable => true, tag => 'web' }
Notify['n1'] ~> [Package['pkg1']] <~ File <|  |>
Package['pkg1'] { noop => true }
