# Node code sees the node's title as $title and $name; classes and defines it declares see its variables as Puppet 7 scopes them.
$top = 'T'
class a { notify { 'a': message => [$nodev, $top, $::nodev] } }
class b { $bv = 'B' include a }
define d() { notify { "d-${title}": message => [$nodev, $bv] } }
node /^n1/ {
  $nodev = 'N'
  include b
  d { 'x': }
  notify { 'node': message => [$0, $bv, $b::bv, $title, $name] }
}
