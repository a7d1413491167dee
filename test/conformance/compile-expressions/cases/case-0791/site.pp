notify { 'e1': message => with([], 'ABC') |$v, $w| { if $v { 'truthy' } else { 'falsy' } } }
