class k { $x = 1 }
include k
[$x, $nope] = Class[k]
