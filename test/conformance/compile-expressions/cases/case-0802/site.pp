notify { 'e1': message => String(keys(with(default, 3.0) |$v, $w| { case $v { $w: { 'match' } default: { 'no' } } })) }
