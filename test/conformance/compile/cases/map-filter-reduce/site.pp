$m = [1, 2, 3].map |$x| { $x * 10 }
$f = [1, 2, 3, 4].filter |$x| { $x % 2 == 0 }
$r = [1, 2, 3].reduce |$memo, $x| { $memo + $x }
$fh = { 'a' => 1, 'b' => 2 }.filter |$k, $v| { $v > 1 }
notify { 'm': message => $m }
notify { 'f': message => $f }
notify { 'r': message => $r }
notify { 'fh': message => $fh }
