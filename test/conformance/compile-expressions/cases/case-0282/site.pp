notify { 'e1': message => ({'a' => 1, 'b' => 2} or with("tab\there", [[1, 2], [3]]) |$v, $w| { dig($v, 0) }) }
