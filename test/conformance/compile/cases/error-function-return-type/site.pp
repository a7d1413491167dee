function f($x) >> String { $x }
notify { 'a': message => f('one') }
notify { 'b': message => f(1) }
