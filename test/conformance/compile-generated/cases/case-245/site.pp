class c1 (
  Enum['a', 'b'] $p1 = 'b',
  Enum['a', 'b'] $p2 = 'a',
) {
  tag 'beta'
  user { 'c1-user1': managehome => false, uid => '300', groups => ['adm', 'sudo'] }
  file { '/tmp/c1-f1': tag => 'db' }
  @notify {
    default: message => '';
    'c1-n1': message => '', tag => 'alpha';
    'c1-n2': tag => ['db', 'gamma'];
    'c1-n3': withpath => false;
  }
}
class c2 (
  Array[String] $p1 = [],
  Optional[String] $p2 = 'o',
) inherits c1 {
  User['c1-user1'] { noop +> ['gamma', 'web'] }
  notify { 'c2-n1': withpath => true, tag => 'db' }
  tag 'beta'
  tag 'db'
}

