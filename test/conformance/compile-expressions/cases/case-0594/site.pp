notify { 'e1': message => "${(42).reverse_each}" }
