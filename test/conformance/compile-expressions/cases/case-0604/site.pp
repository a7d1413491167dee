notify { 'e1': message => with([], (Variant[Integer, String] <= [1, 'a', true, undef])) |$v, $w| { {'x' => $v} + {'y' => $w} } }
