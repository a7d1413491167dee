notify { 'e1': message => "${with({'k' => {'n' => 1}}, [[1, 2], [3]]) |$v, $w| { Array($v, true) }}" }
