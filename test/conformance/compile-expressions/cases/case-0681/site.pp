notify { 'e1': message => String(([[1, 2], [3]] + [[1, 2], [3]])) }
