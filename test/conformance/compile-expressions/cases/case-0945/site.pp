notify { 'e1': message => "${(('3.5' <= [1, 'a', true, undef]) == {'k' => {'n' => 1}})}" }
