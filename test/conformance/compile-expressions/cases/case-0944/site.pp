notify { 'e1': message => "${({'a' => 1, 'b' => 2} * with(1, ['b', 'a', 'c']) |$v, $w| { !$v })}" }
