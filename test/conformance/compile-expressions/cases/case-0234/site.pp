notify { 'e1': message => "${with({'a' => 1, 'b' => 2}, true) |$v, $w| { $v.reduce |$m, $x| { $m + $x } }}" }
