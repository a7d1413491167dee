class c1 (
  Enum['a', 'b'] $p1 = 'a',
  Integer $p2 = 80,
  Boolean $p3 = false,
) {
  if defined(Class[main]) {
    notify { 'c1-if-n1': }
  } else {
    notify { 'c1-else-n1': message => 'not' }
  }
  tag 'db'
  user { ['c1-user1', 'c1-user2', 'c1-user3']: tag => 'web' }
  @service { 'c1-svc1': enable => false }
}

