notify { 'list': message => Hash(['a', 1, 'b', 2]) }
notify { 'pairs': message => Hash([['a', 1], ['b', 2]]) }
notify { 'hash': message => Hash({ 'a' => 1 }) }
notify { 'empty': message => Hash([]) }
notify { 'odd pairs': message => Hash([['a', 1], ['b']]) }
notify { 'integer keys': message => Hash([[1, 2]]) }
notify { 'iterable': message => Hash(4) }
notify { 'tree': message => Hash([[['a', 'b'], 1], [['a', 'c'], 2]], 'tree') }
notify { 'hash tree': message => Hash([[['a'], ['x', 'y']]], 'hash_tree') }
notify { 'tree root': message => Hash([[[], { 'z' => 1 }], [['a'], 2]], 'tree') }
notify { 'tree of tree_each': message => Hash(tree_each({ 'a' => { 'b' => 1 }, 'c' => 2 }, { 'include_containers' => false }).map |$x| { $x }, 'tree') }
notify { 'struct': message => Struct[{ 'a' => Integer }]({ 'a' => 1 }) }
