[$a, $b] = [1, 2]
notify { 'a': message => $a + $b }
