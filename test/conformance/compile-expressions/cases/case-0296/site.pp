notify { 'e1': message => String(empty(Array[Integer])) }
