notify { 'x': message => String(assert_type('Error', 1)) }
