notify { 'e1': message => String(with(undef, 0.5) |$v, $w| { if $v { 'truthy' } else { 'falsy' } }) }
