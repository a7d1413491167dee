notify { 'e1': message => String(with(with({}, {'k' => {'n' => 1}}) |$v, $w| { $v.group_by |$x| { type($x) } }, 42) |$v, $w| { {'x' => $v} + {'y' => $w} }) }
