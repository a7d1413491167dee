notify { 'x': message => String(Hash.new([[[1], 2], [[1, 3, 5], 4]], 'tree')) }
