function f(Array[Integer] *$r) { $r }
notify { 'a': message => f(1, 2) }
notify { 'b': message => f(1, 'two') }
