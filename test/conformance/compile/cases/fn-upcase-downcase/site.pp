notify { 'upcase': message => [upcase('abc'), upcase('ß'), upcase('éa'), upcase(''), upcase(5), upcase(-2.5)] }
notify { 'downcase': message => [downcase('ABC'), downcase('ΣΑΣ'), downcase('ÉCOLE'), downcase('İ'), downcase(7)] }
notify { 'deep': message => [upcase(['a', ['b', {'c' => 'd'}], 1]), downcase({'KEY' => ['V', {'X' => 'Y'}], 'N' => 2}), upcase({}), downcase([])] }
notify { 'capitalize-string': message => capitalize('x') }
