function f(Integer $a, String *$r) { 1 }
notice(f(1, 'a', 2))
