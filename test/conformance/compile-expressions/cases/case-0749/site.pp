notify { 'e1': message => with([1, 'a', true, undef], []) |$v, $w| { get($v, $w) } }
