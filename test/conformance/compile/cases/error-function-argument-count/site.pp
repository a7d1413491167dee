function f(Integer $a, $b = 1) { 1 }
notice(f())
