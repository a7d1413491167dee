notify { 'x': message => String(Hash.new([[[0], 'a'], [[1], 'b'], [[1, 0], 'c']], 'tree')) }
