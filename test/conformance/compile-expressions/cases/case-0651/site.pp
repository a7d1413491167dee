notify { 'e1': message => with(true, 'x y') |$v, $w| { if $v { 'truthy' } else { 'falsy' } } }
