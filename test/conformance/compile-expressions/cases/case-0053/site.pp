notify { 'e1': message => (with(7, {'k' => {'n' => 1}}) |$v, $w| { dig($v, 'k', 'n') } == 'ABC') }
