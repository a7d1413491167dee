notify { 'e1': message => "${(empty(['a', 'a', 'b']) >= [1, 'a', true, undef])}" }
