notify { 'e1': message => "${with(with(false, {1 => 'x', 'y' => [2]}) |$v, $w| { $v.with |$x| { [$x] } }, 017) |$v, $w| { $v << 3 }}" }
