$tree = [1, [2, 3], { 'a' => 4, 'b' => [5] }, []]
notify { 'default': message => tree_each($tree).map |$x| { $x } }
notify { 'no containers': message => tree_each($tree, { 'include_containers' => false }).map |$x| { $x } }
notify { 'no values': message => tree_each($tree, { 'include_values' => false }).map |$x| { $x } }
notify { 'no root': message => tree_each($tree, { 'include_root' => false }).map |$x| { $x } }
notify { 'array only': message => tree_each($tree, { 'container_type' => Array }).map |$x| { $x } }
notify { 'hash root': message => tree_each({ 'x' => [1, { 'y' => 2 }] }).map |$x| { $x } }
notify { 'empty': message => tree_each([]).map |$x| { $x } }
$r = $tree.tree_each |$path, $v| { notify { "visit ${path}": message => $v } }
notify { 'returned': message => $r }
$tree.tree_each({ 'include_containers' => false }) |$v| { notify { "value ${v}": } }
