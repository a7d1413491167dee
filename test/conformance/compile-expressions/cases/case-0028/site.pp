notify { 'e1': message => with(017, Struct[{a => Integer}]) |$v, $w| { $v >> 1 } }
