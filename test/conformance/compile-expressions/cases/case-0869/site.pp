notify { 'e1': message => (with('a,b,c', 'abc') |$v, $w| { $v['a'] } >= ['a', 'a', 'b']) }
