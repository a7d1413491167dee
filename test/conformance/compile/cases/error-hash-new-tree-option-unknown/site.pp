notify { 'x': message => String(Hash.new([[[1], 2]], 'tree_hash')) }
