class c1 (
  Enum['a', 'b'] $p1 = 'a',
  Variant[Integer, String] $p2 = 1,
) {
  package {
    default: tag => ['beta', 'web'], noop => true;
    'c1-pkg1': loglevel => 'info', tag => 'db';
  }
}
class c2 {
  Notify { message => 'world' }
  package { 'c2-pkg1': noop => false }
  include c1
  if defined('notify') {
    notify { 'c2-if-n1': }
  } else {
    notify { 'c2-else-n1': message => 'not' }
  }
}
exec { 'run1': command => 'touch /tmp/x', refreshonly => false, tag => 'beta' }
Notify <| ensure == 'present' |> <~ Exec['run1'] -> Exec['run1']
notify { 'bad': bogus => 1 }
