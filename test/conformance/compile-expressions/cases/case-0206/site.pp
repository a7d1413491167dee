notify { 'e1': message => "${with(with(-0, [1, 'a', true, undef]) |$v, $w| { {'x' => $v} + {'y' => $w} }, [[1, 2], [3]]) |$v, $w| { max($v, $w) }}" }
