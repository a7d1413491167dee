notify { 'e1': message => String(('' == with(['a', 'a', 'b'], 'a,b,c') |$v, $w| { "<${v}>" })) }
