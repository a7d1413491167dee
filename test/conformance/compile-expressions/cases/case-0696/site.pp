notify { 'e1': message => with(0.5, ([]).max) |$v, $w| { join($v, $w) } }
