notify { 'e1': message => with(max(/^(\d+)-(\w+)$/), with(7, 42) |$v, $w| { get($v, $w) }) |$v, $w| { case $v { $w: { 'match' } default: { 'no' } } } }
