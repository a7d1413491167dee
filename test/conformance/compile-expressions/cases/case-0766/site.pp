notify { 'e1': message => with('', {'k' => {'n' => 1}}) |$v, $w| { $v =~ Type[$w] } }
