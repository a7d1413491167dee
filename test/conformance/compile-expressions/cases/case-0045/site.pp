notify { 'e1': message => with('x y', Variant[Integer, String]) |$v, $w| { sprintf('%s|%d|%.2f', $v, $w, $w) } }
