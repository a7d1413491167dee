notify { 'value': message => [1, 'a', 'A'].index('A') }
notify { 'value ruby equality': message => [1, 'a'].index('A') =~ Undef }
notify { 'value numeric': message => [2, 1.0].index(1) }
notify { 'value missing': message => [1, 2].index(3) =~ Undef }
notify { 'hash value': message => { 'a' => 1, 'b' => 2 }.index(2) }
notify { 'string': message => 'hello'.index('l') }
notify { 'string regexp': message => 'hello'.index(/l+o/) }
notify { 'string missing': message => 'hello'.index('z') =~ Undef }
notify { 'hash lambda': message => { 'a' => 1, 'b' => 2 }.index |$v| { $v == 2 } }
notify { 'hash lambda 2': message => { 'a' => 1, 'b' => 2 }.index |$k, $v| { $k == 'a' } }
notify { 'array lambda 2': message => [5, 6, 7].index |$i, $v| { $i == 2 } }
notify { 'array lambda': message => [5, 6, 7].index |$v| { $v > 5 } }
notify { 'string lambda': message => 'abc'.index |$c| { $c == 'c' } }
notify { 'none': message => [5, 6, 7].index |$v| { $v > 50 } =~ Undef }
notify { 'truthy': message => [5, 6, 7].index |$v| { 'yes' } }
