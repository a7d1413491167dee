$x = 1
$a = $x ? { 1 => "abc", default => "x" }.upcase
$b = $x ? { 1 => [5, 6] }[1] + 1
$c = $x ? { 1 => [5, 6] }.map |$v| { $v * 2 }
notice($a, $b, $c)
