class c1 (
  Enum['a', 'b'] $p1 = 'a',
  Variant[Integer, String] $p2 = 'one',
) {
  @package { 'c1-pkg1': tag => 'alpha' }
  tag 'beta'
  Package <| tag == 'alpha' |>
}
if defined('$x') {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
tag 'gamma'
include c1
notify { ['n1', 'n2']: withpath => false }
class { 'c1': }
