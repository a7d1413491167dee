notify { 'x': message => String(Hash.new([[[1], 2], [[1, 3], 4]], 'tree')) }
