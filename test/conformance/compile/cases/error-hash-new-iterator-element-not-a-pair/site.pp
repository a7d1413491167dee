notify { 'x': message => String(Hash({a => 1}.reverse_each)) }
