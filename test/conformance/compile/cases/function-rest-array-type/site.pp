# An Array type on a *$rest parameter types each rest argument and bounds their count.
function f(String $head, Array[Integer, 2] *$nums) { [$head, $nums] }
function g(Array[Variant[String, Integer]] *$any) { $any }
notify { 'a': message => [f('x', 1, 2), f('y', 1, 2, 3, 4), g(), g('a', 2)] }
