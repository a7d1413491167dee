function site::twice($x) { $x * 2 }
notify { 'call join': message => call('join', [1, 2], '-') }
notify { 'call lambda': message => call('map', [1, 2]) |$x| { $x + 1 } }
notify { 'call puppet function': message => call('site::twice', 21) }
notify { 'call with': message => call('with', 1, 2) |$a, $b| { $a + $b } }
notify { 'size': message => [size([1, 2]), size('abc'), size({ 'a' => 1 }), size([]), size(''), size('åäö')] }
notify { 'length': message => [length([1, 2]), length('abc'), length({ 'a' => 1 })] }
