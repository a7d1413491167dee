[$a, $b] = {a => 1, b => 2}
[$c] = 5
[$d, [$e, $f]] = [1, [2, 3]]
class k { $x = "kx" $y = "ky" }
include k
[$x, $y] = Class[k]
notify { "a": message => [$a, $b, $c, $d, $e, $f, $x, $y] }
