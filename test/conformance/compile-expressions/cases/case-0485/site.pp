notify { 'e1': message => keys(with(true, default) |$v, $w| { if $v { 'truthy' } else { 'falsy' } }) }
