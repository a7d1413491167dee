class c1 (
  Boolean $p1 = true,
  Optional[String] $p2 = undef,
  Optional[String] $p3 = undef,
) {
  service { 'c1-svc1': tag => ['alpha', 'alpha'] }
  File { content => "line\n" }
  user {
    default: noop => true, managehome => false;
    'c1-user1': tag => ['db', 'gamma'];
  }
}
@notify { 'n1': message => "${trusted[certname]} says hi", * => {  } }
realize([Notify['n1']])
notify {
  default: tag => 'alpha';
  'n2': tag => ['db', 'db'];
  'n3': tag => 'alpha';
  'n4': subscribe => Notify['n1'];
}
if tagged('web') {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
