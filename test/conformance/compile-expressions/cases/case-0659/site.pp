notify { 'e1': message => String(with(undef, []) |$v, $w| { $v.with |$x| { [$x] } }) }
