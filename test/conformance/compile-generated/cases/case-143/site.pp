class c1 (
  Integer $p1 = 1,
) {
  tag 'alpha'
}
class c2 (
  Enum['a', 'b'] $p1 = 'b',
  Integer $p2 = 80,
) {
  notify { 'c2-n1': withpath => false }
  service { ['c2-svc1', 'c2-svc2', 'c2-svc3']: tag => ['web', 'alpha'], enable => false }
}
stage { 'pre': before => Stage['main'] }

