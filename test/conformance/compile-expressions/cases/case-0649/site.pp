notify { 'e1': message => String(with(upcase(1), ['b', 'a', 'c']) |$v, $w| { {'x' => $v} + {'y' => $w} }) }
