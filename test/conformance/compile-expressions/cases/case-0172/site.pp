notify { 'e1': message => (('1e2' > []) !~ with(-3, String[1]) |$v, $w| { $v['a'] }) }
