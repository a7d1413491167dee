notify { 'e1': message => "${({'a' => 1, 'b' => 2}).Float}" }
