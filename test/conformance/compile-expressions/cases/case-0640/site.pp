notify { 'e1': message => "${with(({1 => 'x', 'y' => [2]} <= 'ABC'), with(Float, 1_000) |$v, $w| { Hash($v) }) |$v, $w| { $v[1, 2] }}" }
