notify { 'e1': message => String(with(1_000, -0) |$v, $w| { case $v { $w: { 'match' } default: { 'no' } } }) }
