notify { 'e1': message => "${with({'a' => 1, 'b' => 2}, ([] <= '1e2')) |$v, $w| { $v.slice(2) |$x| { $x } }}" }
