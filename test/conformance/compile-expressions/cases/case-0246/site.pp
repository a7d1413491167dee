notify { 'e1': message => ((3.0 == {'b' => 2, 'a' => 1})).unique }
