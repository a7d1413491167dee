notify { 'a': }
$x = regsubst('abc', '[', 'x')
