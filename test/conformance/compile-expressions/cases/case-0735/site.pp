notify { 'e1': message => "${with(with({1 => 'x', 'y' => [2]}, 1.5e-3) |$v, $w| { regsubst($v, $w, 'X', 'G') }, {}) |$v, $w| { $v.filter |$x| { $x } }}" }
