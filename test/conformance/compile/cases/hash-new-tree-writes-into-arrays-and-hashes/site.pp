notify { 'n01': message => String(Hash.new([[[0], [1]], [[0, 5], 'c']], 'tree')) }
notify { 'n02': message => String(Hash.new([[[0], [1, 2]], [[0, 1], 'c']], 'hash_tree')) }
notify { 'n03': message => String(Hash.new([[[0], {a => 1}], [[0, b], 'c']], 'tree')) }
notify { 'n04': message => String(Hash.new([[[0], [[1]]], [[0, 0, 0], 'c']], 'tree')) }
