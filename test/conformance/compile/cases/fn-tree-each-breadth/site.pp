$tree = [1, [2, [3, 4]], { 'a' => 5 }, 6]
notify { 'breadth': message => tree_each($tree, { 'order' => 'breadth_first' }).map |$x| { $x } }
notify { 'breadth no containers': message => tree_each($tree, { 'order' => 'breadth_first', 'include_containers' => false }).map |$x| { $x } }
notify { 'breadth no values': message => tree_each($tree, { 'order' => 'breadth_first', 'include_values' => false }).map |$x| { $x } }
notify { 'breadth no root': message => tree_each($tree, { 'order' => 'breadth_first', 'include_root' => false }).map |$x| { $x } }
notify { 'depth explicit': message => tree_each($tree, { 'order' => 'depth_first', 'include_root' => false }).map |$x| { $x } }
notify { 'hash only': message => tree_each({ 'a' => [1], 'b' => { 'c' => 2 } }, { 'container_type' => Hash }).map |$x| { $x } }
