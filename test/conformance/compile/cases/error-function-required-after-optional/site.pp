function ok($a, $b = 1, *$rest) { $a }
function bad($a = 1, $b) { $a }
notify { 'a': message => ok(1) }
notify { 'b': message => bad(1, 2) }
