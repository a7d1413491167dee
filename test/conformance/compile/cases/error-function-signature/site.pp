function f($a, Array[Any,2] $b = [1, 2], *$r) { 1 }
notice(f(1, [1]))
