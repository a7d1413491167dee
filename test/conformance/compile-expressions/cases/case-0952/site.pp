notify { 'e1': message => "${(with({'b' => 2, 'a' => 1}, [[1, 2], [3]]) |$v, $w| { $v.group_by |$x| { type($x) } } > [1, 2, 3])}" }
