$s = 'x'
$i = 1
$f = 1.5
$b = true
$n = undef
$a = [1]
$h = { 'k' => 'v' }
