notify { 'e1': message => String(with(0, 0.5) |$v, $w| { case $v { $w: { 'match' } default: { 'no' } } }) }
