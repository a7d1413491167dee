define d1 (
  $msg = 'msg-default',
) {
  notify { "${title}-d11": message => 'fixed' }
  File { noop => true }
}
class c1 {
  notify { ['c1-n1', 'c1-n2']: tag => ['db', 'gamma'], loglevel => 'warning' }
  Notify { tag => 'gamma' }
  d1 { 'c1-d1-n1': }
  File <| message == 'world' |> { tag => ['alpha', 'db'] }
}
class c2 (
  Integer $p1 = 80,
  Variant[Integer, String] $p2 = 1,
  Boolean $p3 = false,
) inherits c1 {
  Notify['c1-n1'] { message => ['alpha', 'alpha'] }
  Notify { message => 'x y' }
}
class c3 (
  Enum['a', 'b'] $p1 = 'b',
  Enum['a', 'b'] $p2 = 'a',
  Array[String] $p3 = ['a', 'b'],
) inherits c1 {
  Notify['c1-n2'] { message => ['db', 'alpha'] }
  notify { 'c3-n1': message => undef, noop => true }
  file { '/tmp/c3-f1': tag => 'alpha', content => "line\n" }
  notify {
    default: message => undef;
    'c3-n2': noop => true, tag => ['gamma', 'alpha'];
    'c3-n3': withpath => true, tag => 'gamma';
  }
}
stage { 'pre': before => Stage['main'] }
file { '/tmp/f1': content => 'data' }
if defined('$p1') {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
class { 'c3': stage => 'pre' }
notify { 'n1': notify => [Notify['c1-n1'], File['/tmp/f1']] }
include c1
