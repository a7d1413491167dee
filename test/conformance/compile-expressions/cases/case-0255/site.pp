notify { 'e1': message => String(with('', unique(true)) |$v, $w| { if $v { 'truthy' } else { 'falsy' } }) }
