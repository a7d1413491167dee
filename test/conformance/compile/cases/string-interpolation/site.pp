$x = 'world'
$h = { 'k' => [1, 2] }
notify { 'a': message => "hello ${x}, ${h['k'][1]} ${h} $x." }
