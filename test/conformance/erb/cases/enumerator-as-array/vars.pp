$servers = ['a', 'b', 'c']
$opts = { 'x' => 1, 'y' => 2 }
