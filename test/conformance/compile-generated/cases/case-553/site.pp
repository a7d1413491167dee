Notify <| message == 42 |> { message => undef }
@service {
  default: tag => ['db', 'web'];
  'svc1': ensure => 'running', tag => ['beta', 'beta'];
  'svc2': tag => 'beta';
}
tag 'web'
notify {
  default: tag => 'beta';
  'n1': tag => ['beta', 'web'], withpath => false;
  'n2': message => "${trusted[certname]} says hi";
  'n3': withpath => true, tag => 'db';
}
package {
  default: tag => 'beta', noop => false;
  'pkg1': loglevel => 'warning', tag => ['alpha', 'db'];
}
