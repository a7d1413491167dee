$base = 100
$r = [1, 2].map |$x| { $x + $base }
notify { 'c': message => $r }
