notify { 'e1': message => with(Any, with('', 'ABC') |$v, $w| { dig($v, 0) }) |$v, $w| { case $v { $w: { 'match' } default: { 'no' } } } }
