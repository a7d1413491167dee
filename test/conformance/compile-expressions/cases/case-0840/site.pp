notify { 'e1': message => "${with(with({'a' => 1, 'b' => 2}, [1, 2, 3]) |$v, $w| { String($v, '%#x') }, (0.5).abs) |$v, $w| { "${v.size}" }}" }
