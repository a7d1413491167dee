notify { 'e1': message => (with([], {1 => 'x', 'y' => [2]}) |$v, $w| { $v.filter |$x| { $x } }).capitalize }
