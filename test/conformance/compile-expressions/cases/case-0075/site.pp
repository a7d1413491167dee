notify { 'e1': message => (4611686018427387904 =~ with(Pattern[/^a/], '42') |$v, $w| { $v << 3 }) }
