notify { 'e1': message => String(with(true, [1, 'a', true, undef]) |$v, $w| { $v.match(/(\w)/) }) }
