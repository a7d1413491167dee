class c1 {
  notify { 'c1-n1': loglevel => 'warning', noop => false }
  notify {
    default: loglevel => 'warning';
    'c1-n2': tag => ['gamma', 'web'];
    'c1-n3': message => 'world', loglevel => 'info';
    'c1-n4': loglevel => 'warning';
  }
  file { ['/tmp/c1-f1', '/tmp/c1-f2', '/tmp/c1-f3']: content => 'data' }
}
class c2 (
  String $p1 = 'abc',
) {
  tag 'alpha'
  Exec <| tag == 'web' |> { tag => 'alpha' }
}
class c3 (
  Enum['a', 'b'] $p1 = 'a',
) {
  @file { '/tmp/c3-f1': noop => true, loglevel => 'warning' }
  notify { 'c3-n1': message => 'world', loglevel => 'info' }
  @exec { ['c3-run1', 'c3-run2', 'c3-run3']: command => 'touch /tmp/x', noop => false }
}
Exec { timeout => 1001, loglevel => 'info' }
file { '/tmp/f1': content => 'data', noop => true }
if tagged('alpha') {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
@exec { ['run1', 'run2']: command => 'touch /tmp/x', path => ['/bin', '/usr/bin'] }
User { uid => '300', require => File['/tmp/f1'] }
File['/tmp/f1'] <- File['/tmp/f1'] -> Notify <|  |>
