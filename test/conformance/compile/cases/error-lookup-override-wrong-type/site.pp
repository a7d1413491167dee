notify { 'x': message => lookup('str', { 'override' => { 'str' => 3 } , 'value_type' => String}) }
