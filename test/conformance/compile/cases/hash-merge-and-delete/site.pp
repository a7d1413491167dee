$h = { 'a' => 1, 'b' => 2 } + { 'b' => 3, 'c' => 4 }
$d = $h - ['a']
notify { 'h': message => $h }
notify { 'd': message => $d }
