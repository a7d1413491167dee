notify { 'e1': message => String((([] or {'a' => 1, 'b' => 2}) % ({}).camelcase)) }
