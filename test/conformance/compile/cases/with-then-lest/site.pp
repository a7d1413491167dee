notify { 'w': message => with(1, 2) |$a, $b| { $a + $b } }
notify { 't': message => 5.then |$x| { $x + 1 } }
notify { 'l': message => undef.lest || { 'fallback' } }
