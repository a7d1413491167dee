notify { 'e1': message => with(with([[1, 2], [3]], ' pad ') |$v, $w| { {'x' => $v} + {'y' => $w} }, with('x y', 100.0) |$v, $w| { Integer($v, 16) }) |$v, $w| { get($v, $w) } }
