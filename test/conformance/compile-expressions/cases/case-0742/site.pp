notify { 'e1': message => String(with(with({1 => 'x', 'y' => [2]}, Numeric) |$v, $w| { "<${v}>" }, (-3 + [1, 2, 3])) |$v, $w| { if $v { 'truthy' } else { 'falsy' } }) }
