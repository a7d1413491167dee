notify { 'e1': message => flatten(with([], 017) |$v, $w| { case $v { $w: { 'match' } default: { 'no' } } }) }
