notify { 'e1': message => "${with([], with(['a', 'a', 'b'], 0.1) |$v, $w| { {'x' => $v} + {'y' => $w} }) |$v, $w| { $v.group_by |$x| { type($x) } }}" }
