notify { 'e1': message => "${with('ABC', {1 => 'x', 'y' => [2]}) |$v, $w| { $v.each_slice(2) |$x| { $x } }}" }
