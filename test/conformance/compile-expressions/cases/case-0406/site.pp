notify { 'e1': message => String((with(-3, [[1, 2], [3]]) |$v, $w| { $v.map |$x| { $x } } or with(0, {'k' => {'n' => 1}}) |$v, $w| { $v ? { $w => 'same', default => 'other' } })) }
