class k { $x = 1 }
[$x] = Class[k]
