notify { 'e1': message => String(('true' >= {'k' => {'n' => 1}})) }
