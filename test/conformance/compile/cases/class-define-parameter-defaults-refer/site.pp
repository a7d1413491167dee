class p1(
  String $a = 'A',
  $b = "${a}-b",
  Optional[Integer] $c = undef,
  $d = $c,
  Array[String] $e = [$a, $b],
  $f = $title,
  $g = $name,
  $h = $module_name,
  Variant[Undef, String] $i = 'dflt',
  $j = { 'k' => $a },
) {
  notify { 'p1': message => [$a, $b, $c, $d, $e, $f, $g, $h, $i, $j] }
}
class { 'p1': a => 'X', i => undef, c => 5 }
define p2($x = $title, $y = "${name}-y", $z = undef, $w = [$x, $z]) {
  notify { "p2-${title}": message => [$x, $y, $z, $w, $name, $title] }
}
p2 { 't1': }
p2 { 't2': name => 'n2' }
p2 { 't3': x => undef, z => 0 }
p2 { ['t4', 't5']: y => 'shared' }
class p3($v = $p1::a, $u = $::p1::b) { notify { 'p3': message => [$v, $u] } }
include p3
class p4 inherits p1 { notify { 'p4': message => [$a, $b, $p1::c] } }
include p4
