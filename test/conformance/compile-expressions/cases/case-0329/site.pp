notify { 'e1': message => with(['a', 'a', 'b'], {'a' => 1, 'b' => 2}) |$v, $w| { "${v.size}" } }
