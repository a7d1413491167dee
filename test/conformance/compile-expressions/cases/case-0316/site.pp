notify { 'e1': message => String(keys(Array[Integer])) }
