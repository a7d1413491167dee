class c1 (
  Variant[Integer, String] $p1 = 1,
  Optional[String] $p2 = undef,
  Variant[Integer, String] $p3 = 1,
) {
  tag 'gamma'
  service { 'c1-svc1': enable => true, tag => ['db', 'gamma'] }
  file { '/tmp/c1-f1': mode => '0644', * => { 'tag' => 'beta' } }
}
class c2 (
  Integer $p1 = 8080,
) {
  service { 'c2-svc1': hasrestart => true }
  Notify { withpath => false }
}

