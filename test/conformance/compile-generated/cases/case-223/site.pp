class c1 {
  @notify {
    default: withpath => false;
    'c1-n1': noop => false;
  }
}
class c2 (
  Array[String] $p1 = [],
  Integer $p2 = 1,
) {
  package {
    default: tag => ['gamma', 'gamma'];
    'c2-pkg1': noop => true;
  }
}
class c3 (
  Variant[Integer, String] $p1 = 1,
) {
  notify { ['c3-n1', 'c3-n2', 'c3-n3']: noop => true }
  user { 'c3-user1': groups => [], * => { 'tag' => ['gamma', 'gamma'] } }
}
Exec { noop => false }
File { owner => 'root' }
notify { ['n1', 'n2']: tag => 'gamma' }
contain c3
