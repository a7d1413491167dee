function f(Array[Integer, 1, 2] *$r) { $r }
notify { 'a': message => f(1) }
notify { 'b': message => f(1, 2, 3) }
