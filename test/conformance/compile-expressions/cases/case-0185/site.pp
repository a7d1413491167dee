notify { 'e1': message => with('a,b,c', Enum[a, b]) |$v, $w| { String($v, '%#x') } }
